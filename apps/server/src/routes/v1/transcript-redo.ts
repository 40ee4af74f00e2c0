import {
  ZErrorResponse,
  ZIdParam,
  ZRedoSpeakersRequest,
  ZReprocessRequest,
  ZTranscriptActionResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { requestReprocess, requestSpeakersRedo } from '../../services/transcripts/transcript-redo.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Redo part of a completed transcript (`id` is the transcript id): a time range transcribed again, or the
 * speakers told apart again. Both queue the transcript; its edits outside what is redone stay.
 */
export const transcriptRedoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const response = { 200: ZTranscriptActionResponse, '4xx': ZErrorResponse };

  app.post(
    '/api/v1/audio/transcript/:id/reprocess',
    { schema: { tags: ['transcript'], params: ZIdParam, body: ZReprocessRequest, response } },
    async (request) => ({
      success: true as const,
      message: 'Transcription of the range queued.',
      data: await requestReprocess(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/audio/transcript/:id/redo-speakers',
    { schema: { tags: ['transcript'], params: ZIdParam, body: ZRedoSpeakersRequest, response } },
    async (request) => ({
      success: true as const,
      message: 'Speaker recognition queued.',
      data: await requestSpeakersRedo(ctx, request.userId, request.params.id, request.body),
    }),
  );
};
