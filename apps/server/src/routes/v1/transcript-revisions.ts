import {
  ZErrorResponse,
  ZIdParam,
  ZRevisionParams,
  ZTranscriptResponse,
  ZTranscriptRevisionListResponse,
  ZTranscriptRevisionResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { transcriptRevision, transcriptRevisions } from '../../services/transcripts/transcript-revisions.js';
import { restoreRevision } from '../../services/transcripts/transcriptions.js';
import type { RouteDeps } from '../route-deps.js';

/** A transcript's revisions: the machine's text and every save since, each retrievable and restorable. */
export const transcriptRevisionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['transcript'];

  app.get(
    '/api/v1/audio/transcript/:id/revisions',
    { schema: { tags, params: ZIdParam, response: { 200: ZTranscriptRevisionListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await transcriptRevisions(ctx, request.userId, request.params.id),
    }),
  );

  app.get(
    '/api/v1/audio/transcript/:id/revisions/:revision',
    { schema: { tags, params: ZRevisionParams, response: { 200: ZTranscriptRevisionResponse, ...errors } } },
    async ({ userId, params }) => ({
      success: true as const,
      data: await transcriptRevision(ctx, userId, params.id, params.revision),
    }),
  );

  app.post(
    '/api/v1/audio/transcript/:id/revisions/:revision/restore',
    { schema: { tags, params: ZRevisionParams, response: { 200: ZTranscriptResponse, ...errors } } },
    async ({ userId, params }) => ({
      success: true as const,
      data: await restoreRevision(ctx, userId, params.id, params.revision),
    }),
  );
};
