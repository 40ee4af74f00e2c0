import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { sessionExpired } from '../domain/app-error.js';
import { isApiKey, userOfApiKey } from '../services/accounts/api-keys.js';
import { checkStanding, userOfAccessToken } from '../services/accounts/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by the `authenticate` pre-handler. */
    userId: number;
    /** True when the request was made with a personal API key rather than a session's access token. */
    viaApiKey: boolean;
  }
}

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
 */
export function authenticate(ctx: AppContext, options: { allowQueryToken?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = bearerToken(request);
    if (header && isApiKey(header)) {
      const owner = await userOfApiKey(ctx, header);
      if (!owner) throw sessionExpired();
      await checkStanding(ctx, owner);
      request.userId = owner;
      request.viaApiKey = true;
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
