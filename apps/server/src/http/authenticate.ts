import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { sessionExpired } from '../domain/app-error.js';
import { isApiKey, readOnlyKeyRefused, userOfApiKey } from '../services/accounts/api-keys.js';
import { checkStanding, userOfAccessToken } from '../services/accounts/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by the `authenticate` pre-handler. */
    userId: number;
    /** True when the request was made with a personal API key rather than a session's access token. */
    viaApiKey: boolean;
    /** True when that key is read-only: only GET and HEAD pass `authenticate`, unless the route reads by POST. */
    readOnlyKey: boolean;
  }
}

/** Methods that read; a read-only key may make only these (see `readsByPost` for the one exception). */
const READING_METHODS = new Set(['GET', 'HEAD']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Pre-handler for routes that need a signed-in user: a session's access token (a JWT) or a personal API
 * key (`tsk_...`, rate-limited per key). `allowQueryToken` is only for the media stream and the event
 * stream, whose addresses the browser opens itself and cannot add a header to; API keys, which live long,
 * are only taken from the header, never from an address that may end up in a log or a history.
 *
 * A read-only key passes for GET and HEAD only, else 403 API_KEY_READ_ONLY; `readsByPost` is for a route
 * whose POST may only read (the MCP server, whose tools check `request.readOnlyKey` themselves).
 */
export function authenticate(
  ctx: AppContext,
  options: { allowQueryToken?: boolean; readsByPost?: boolean } = {},
) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = bearerToken(request);
    if (header && isApiKey(header)) {
      const holder = await userOfApiKey(ctx, header);
      if (!holder) throw sessionExpired();
      await checkStanding(ctx, holder.userId);
      if (holder.readOnly && !READING_METHODS.has(request.method) && !options.readsByPost) {
        throw readOnlyKeyRefused();
      }
      request.userId = holder.userId;
      request.viaApiKey = true;
      request.readOnlyKey = holder.readOnly;
      return;
    }
    let token = header;
    if (!token && options.allowQueryToken) {
      const query = request.query as Record<string, unknown> | undefined;
      token = typeof query?.token === 'string' ? query.token : undefined;
    }
    const userId = token ? await userOfAccessToken(ctx, token) : undefined;
    if (!userId) throw sessionExpired();
    await checkStanding(ctx, userId);
    request.userId = userId;
  };
}
