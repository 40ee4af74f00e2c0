import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { verifyAccessToken } from '../services/access-tokens.js';
import { sessionExpired } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by the `authenticate` pre-handler. */
    userId: number;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Pre-handler for routes that need a signed-in user. `allowQueryToken` is only for the media stream and
 * the event stream, whose addresses the browser opens itself and cannot add a header to.
 */
export function authenticate(ctx: AppContext, options: { allowQueryToken?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    let token = bearerToken(request);
    if (!token && options.allowQueryToken) {
      const query = request.query as Record<string, unknown> | undefined;
      token = typeof query?.token === 'string' ? query.token : undefined;
    }
    const userId = token ? await verifyAccessToken(ctx.config.jwtSecret, token) : undefined;
    if (!userId) throw sessionExpired();
    request.userId = userId;
  };
}
