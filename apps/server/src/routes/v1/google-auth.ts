import { ZErrorResponse, ZGoogleAuthUrlResponse, ZGoogleCallbackQuery } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../domain/app-error.js';
import { CALLBACK_PATH } from '../../services/accounts/google-sign-in.js';
import type { RouteDeps } from '../route-deps.js';

export const googleAuthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { publicUrl } = deps.ctx.config;

  app.get(
    '/api/v1/auth/google',
    {
      config: { rateLimit: deps.authIpLimit },
      schema: {
        tags: ['auth'],
        response: { 200: ZGoogleAuthUrlResponse, '4xx': ZErrorResponse, '5xx': ZErrorResponse },
      },
    },
    async () => ({ success: true as const, data: { url: await deps.googleSignIn.authorizationUrl() } }),
  );

  // The provider sends the browser here; the browser goes on to the SPA with the tokens in the fragment,
  // which never reaches a server log.
  app.get(
    CALLBACK_PATH,
    { schema: { hide: true, querystring: ZGoogleCallbackQuery } },
    async (request, reply) => {
      try {
        if (request.query.error)
          throw new AppError('GOOGLE_SIGN_IN_CANCELLED', 'Google sign-in was cancelled.');
        const tokens = await deps.googleSignIn.complete(new URL(request.url, publicUrl));
        const fragment = new URLSearchParams({
          access_token: tokens.login_access_token,
          refresh_token: tokens.login_refresh_token,
        });
        return reply.redirect(`${publicUrl}/login#${fragment}`);
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in failed');
        const failure =
          error instanceof AppError ? error : new AppError('GOOGLE_SIGN_IN_FAILED', 'Google sign-in failed.');
        const fragment = new URLSearchParams({ error: failure.message, code: failure.code });
        return reply.redirect(`${publicUrl}/login#${fragment}`);
      }
    },
  );
};
