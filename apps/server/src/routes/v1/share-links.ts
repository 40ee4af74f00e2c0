import {
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZShareLinkCreateRequest,
  ZShareLinkCreateResponse,
  ZShareLinkListResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { createShareLink, listShareLinks, revokeShareLink } from '../../services/sharing/share-links.js';
import type { RouteDeps } from '../route-deps.js';

/** The owner's side of share links: make, list and revoke. */
export const shareLinkRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['share'];

  app.post(
    '/api/v1/audio/transcript/:id/share',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZShareLinkCreateRequest,
        response: { 201: ZShareLinkCreateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createShareLink(ctx, request.userId, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/v1/audio/transcript/:id/share',
    { schema: { tags, params: ZIdParam, response: { 200: ZShareLinkListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listShareLinks(ctx, request.userId, request.params.id),
    }),
  );

  app.get(
    '/api/v1/share',
    { schema: { tags, response: { 200: ZShareLinkListResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await listShareLinks(ctx, request.userId) }),
  );

  app.delete(
    '/api/v1/share/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      await revokeShareLink(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Link revoked.' };
    },
  );
};
