import { ZErrorResponse, ZIdParam, ZTranscriptActionResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { cancelTranscription, retryTranscription } from '../../services/transcripts/transcript-control.js';
import type { RouteDeps } from '../route-deps.js';

/** Cancel a queued or running transcription; retry a failed or cancelled one. `id` is the transcript id. */
export const transcriptControlRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const schema = {
    tags: ['transcript'],
    params: ZIdParam,
    response: { 200: ZTranscriptActionResponse, '4xx': ZErrorResponse },
  };

  app.post('/api/v1/audio/transcript/:id/cancel', { schema }, async (request) => ({
    success: true as const,
    message: 'Transcription cancelled.',
    data: await cancelTranscription(ctx, request.userId, request.params.id),
  }));

  app.post('/api/v1/audio/transcript/:id/retry', { schema }, async (request) => ({
    success: true as const,
    message: 'Transcription queued again.',
    data: await retryTranscription(ctx, request.userId, request.params.id),
  }));
};
