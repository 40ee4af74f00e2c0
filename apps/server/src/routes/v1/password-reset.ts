import {
  ZErrorResponse,
  ZMessageResponse,
  ZPasswordResetConfirmRequest,
  ZPasswordResetRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmPasswordReset,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
} from '../../services/accounts/password-reset.js';
import type { RouteDeps } from '../route-deps.js';

export const passwordResetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { ctx } = deps;
  const schema = <T extends typeof ZPasswordResetRequest | typeof ZPasswordResetConfirmRequest>(body: T) => ({
    tags: ['auth'],
    body,
    response: { 200: ZMessageResponse, '4xx': ZErrorResponse },
  });

  app.post(
    '/api/v1/auth/password/reset',
    { config: { rateLimit: deps.authIpLimit }, schema: schema(ZPasswordResetRequest) },
    async (request) => {
      await deps.emailRateLimit.check('reset', request.body.email);
      // The same answer, just as fast, whether or not the address has an account: the mail goes out after
      // the response, so neither the text nor the timing tells who has an account.
      void requestPasswordReset(ctx, request.body.email).catch((error: unknown) =>
        request.log.error({ err: error }, 'password reset mail failed'),
      );
      return { success: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/api/v1/auth/password/reset/confirm',
    { config: { rateLimit: deps.authIpLimit }, schema: schema(ZPasswordResetConfirmRequest) },
    async (request) => {
      await confirmPasswordReset(ctx, request.body.token, request.body.password);
      return { success: true as const, message: 'Your password has been changed. Please sign in.' };
    },
  );
};
