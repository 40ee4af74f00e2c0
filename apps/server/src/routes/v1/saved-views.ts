import {
  ZCreateSavedViewRequest,
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZSavedViewListResponse,
  ZSavedViewResponse,
  ZUpdateSavedViewRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { changeView, listSavedViews, removeView, saveView } from '../../services/library/saved-views.js';
import type { RouteDeps } from '../route-deps.js';

/** The user's saved views: a file list's filters and sort under a name, in the sidebar. */
export const savedViewRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['audio'];
  const one = { tags, params: ZIdParam };

  app.get(
    '/api/v1/view',
    { schema: { tags, response: { 200: ZSavedViewListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listSavedViews(ctx, request.userId),
    }),
  );

  app.post(
    '/api/v1/view',
    { schema: { tags, body: ZCreateSavedViewRequest, response: { 201: ZSavedViewResponse, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'View saved.',
        data: await saveView(ctx, request.userId, request.body),
      }),
  );

  app.patch(
    '/api/v1/view/:id',
    { schema: { ...one, body: ZUpdateSavedViewRequest, response: { 200: ZSavedViewResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      message: 'View updated.',
      data: await changeView(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/view/:id',
    { schema: { ...one, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      await removeView(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'View deleted.' };
    },
  );
};
