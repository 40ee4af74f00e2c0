import { ZErrorResponse, ZUploadDraftQuery, ZUploadDraftResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../http/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

/** A tus upload id (FileStore's: hex), as the upload routes' Location gives it. */
const ZUploadIdParam = z.object({ id: z.string().regex(/^[0-9a-zA-Z_-]{1,64}$/) });

/**
 * The live draft of a recording being uploaded (issue 24): the built-in engine's words so far, for the
 * record modal to show until the full transcription replaces them. Hidden from the OpenAPI document
 * like the tus routes it belongs to.
 */
export const uploadDraftRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, liveDrafts }) => {
  app.get(
    '/api/v1/uploads/:id/draft',
    {
      onRequest: authenticate(ctx),
      schema: {
        hide: true,
        params: ZUploadIdParam,
        querystring: ZUploadDraftQuery,
        response: { 200: ZUploadDraftResponse, '4xx': ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await liveDrafts.draft(request.userId, request.params.id, request.query.from ?? 0),
    }),
  );
};
