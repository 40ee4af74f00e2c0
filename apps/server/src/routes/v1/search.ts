import { ZErrorResponse, ZSearchQuery, ZSearchResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { searchLibrary } from '../../services/library/search.js';
import type { RouteDeps } from '../route-deps.js';

export const searchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));

  app.get(
    '/api/v1/search',
    {
      schema: {
        tags: ['search'],
        summary: "Full-text search over the signed-in user's file names and transcripts",
        querystring: ZSearchQuery,
        response: { 200: ZSearchResponse, '4xx': ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchLibrary(ctx, request.userId, request.query),
    }),
  );
};
