import {
  ZChangePasswordRequest,
  ZErrorResponse,
  ZRefreshResponse,
  ZSignUpRequest,
  ZSignUpResponse,
  ZUpdateUserRequest,
  ZUserResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { changePassword, getUser, signUp, updateFullName } from '../../services/accounts/accounts.js';
import type { RouteDeps } from '../route-deps.js';

export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { ctx } = deps;
  const errors = { '4xx': ZErrorResponse };

  app.post(
    '/api/v1/user',
    {
      config: { rateLimit: deps.authIpLimit },
      schema: { tags: ['user'], body: ZSignUpRequest, response: { 201: ZSignUpResponse, ...errors } },
    },
    async (request, reply) => {
      await deps.emailRateLimit.check('signup', request.body.user_email);
      const user = await signUp(ctx, request.body.user_email, request.body.user_password);
      return reply.status(201).send({
        success: true as const,
        message: 'Registration successful! Please sign in.',
        data: { user },
      });
    },
  );

  app.get(
    '/api/v1/user/me',
    {
      onRequest: authenticate(ctx),
      schema: { tags: ['user'], response: { 200: ZUserResponse, ...errors } },
    },
    async (request) => ({ success: true as const, data: await getUser(ctx, request.userId) }),
  );

  app.put(
    '/api/v1/user/me',
    {
      onRequest: authenticate(ctx),
      schema: { tags: ['user'], body: ZUpdateUserRequest, response: { 200: ZUserResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateFullName(ctx, request.userId, request.body.user_full_name),
    }),
  );

  app.put(
    '/api/v1/user/me/password',
    {
      onRequest: authenticate(ctx),
      config: { rateLimit: deps.authIpLimit },
      schema: {
        tags: ['user'],
        body: ZChangePasswordRequest,
        response: { 200: ZRefreshResponse, ...errors },
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      const login = await changePassword(ctx, request.userId, current_password, new_password);
      return { success: true as const, message: 'Your password has been changed.', login };
    },
  );
};
