import {
  ZErrorResponse,
  ZIdParam,
  ZSummaryEditRequest,
  ZSummaryRegenerateRequest,
  ZTranscriptKeyNotesResponse,
  ZTranscriptSummaryResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { transcriptKeyNotes } from '../../services/insights/transcript-insights.js';
import { editSummary, regenerateSummary, summaryOf } from '../../services/insights/transcript-summary.js';
import type { RouteDeps } from '../route-deps.js';

export const transcriptInsightRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['transcript'];

  const summary = { 200: ZTranscriptSummaryResponse, ...errors, '5xx': ZErrorResponse };

  app.get(
    '/api/v1/audio/transcript/summary/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZTranscriptSummaryResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await summaryOf(ctx, request.userId, request.params.id, request.log),
    }),
  );

  app.post(
    '/api/v1/audio/transcript/summary/:id',
    {
      schema: {
        tags,
        description:
          'Writes the summary anew with a template (built-in or own), replacing the stored one, a hand edit ' +
          'included. Every template but the default needs the language model: LLM_REQUIRED (503) without it.',
        params: ZIdParam,
        body: ZSummaryRegenerateRequest,
        response: summary,
      },
    },
    async (request) => ({
      success: true as const,
      data: await regenerateSummary(
        ctx,
        request.userId,
        request.params.id,
        request.body.template_id,
        request.log,
      ),
    }),
  );

  app.put(
    '/api/v1/audio/transcript/summary/:id',
    {
      schema: {
        tags,
        description: 'The summary as written by hand: kept, and what GET answers, until it is regenerated.',
        params: ZIdParam,
        body: ZSummaryEditRequest,
        response: { 200: ZTranscriptSummaryResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editSummary(ctx, request.userId, request.params.id, request.body.audio_transcript_summary),
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
