import {
  ZErrorResponse,
  ZIdParam,
  ZTranscriptKeyNotesResponse,
  ZTranscriptSummaryResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { transcriptKeyNotes, transcriptSummary } from '../../services/transcript-insights.js';
import type { RouteDeps } from '../route-deps.js';

export const transcriptInsightRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['transcript'];

  app.get(
    '/api/v1/audio/transcript/summary/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZTranscriptSummaryResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: {
        audio_transcript_summary: await transcriptSummary(
          ctx,
          request.userId,
          request.params.id,
          request.log,
        ),
      },
    }),
  );

  app.get(
    '/api/v1/audio/transcript/keynotes/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZTranscriptKeyNotesResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: {
        audio_transcript_keynotes: await transcriptKeyNotes(
          ctx,
          request.userId,
          request.params.id,
          request.log,
        ),
      },
    }),
  );
};
