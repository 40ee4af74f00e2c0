import {
  ZAuthenticatedResponse,
  ZErrorResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRefreshRequest,
  ZRefreshResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { logIn } from '../../services/accounts/accounts.js';
import { endSession, rotateSession } from '../../services/accounts/sessions.js';
import type { RouteDeps } from '../route-deps.js';

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { ctx } = deps;
  const errors = { '4xx': ZErrorResponse };

  app.post(
    '/api/v1/auth',
    {
      config: { rateLimit: deps.authIpLimit },
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginResponse, ...errors } },
    },
    async (request) => {
      await deps.emailRateLimit.check('login', request.body.login_email);
      const session = await logIn(ctx, request.body.login_email, request.body.login_password);
      return { success: true as const, message: 'Login successful.', ...session };
    },
  );

  app.post(
    '/api/v1/auth/refresh',
    {
      config: { rateLimit: deps.authIpLimit },
      schema: { tags: ['auth'], body: ZRefreshRequest, response: { 200: ZRefreshResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: 'Session refreshed.',
      login: await rotateSession(ctx, request.body.refresh_token),
    }),
  );

  app.post(
    '/api/v1/auth/logout',
    { schema: { tags: ['auth'], body: ZRefreshRequest, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      await endSession(ctx, request.body.refresh_token);
      return { success: true as const, message: 'Logged out.' };
    },
  );

  app.get(
    '/api/v1/auth/authenticated',
    {
      onRequest: authenticate(ctx),
      schema: { tags: ['auth'], response: { 200: ZAuthenticatedResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: 'Authenticated.',
      data: { authenticated: true as const, user_id: request.userId },
    }),
  );
};
