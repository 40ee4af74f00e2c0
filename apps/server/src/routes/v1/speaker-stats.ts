import { ZErrorResponse, ZIdParam, ZSpeakerStatsResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { transcriptSpeakerStats } from '../../services/transcripts/speaker-stats.js';
import type { RouteDeps } from '../route-deps.js';

/** Who spoke how much: talk time and share, turns, pace, longest monologue, interruptions, silence. */
export const speakerStatsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  app.get(
    '/api/v1/audio/transcript/:id/speakers/stats',
    {
      schema: {
        tags: ['transcript'],
        params: ZIdParam,
        response: { 200: ZSpeakerStatsResponse, '4xx': ZErrorResponse },
      },
    },
    async ({ userId, params }) => ({
      success: true as const,
      data: await transcriptSpeakerStats(ctx, userId, params.id),
    }),
  );
};
