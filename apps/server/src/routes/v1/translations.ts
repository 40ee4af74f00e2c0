import {
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZTranslationListResponse,
  ZTranslationParams,
  ZTranslationRequest,
  ZTranslationResponse,
  ZTranslationStartResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import {
  getTranslation,
  listTranslations,
  removeTranslation,
  startTranscriptTranslation,
} from '../../services/translation/translations.js';
import type { RouteDeps } from '../route-deps.js';

/** A transcript's translations into other languages: start, follow, read, cancel and delete. */
export const translationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse, '5xx': ZErrorResponse };
  const tags = ['transcript'];

  app.post(
    '/api/v1/audio/transcript/:id/translations',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZTranslationRequest,
        response: { 202: ZTranslationStartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await startTranscriptTranslation(ctx, request.userId, id, request.body.language);
      return reply.status(202).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/v1/audio/transcript/:id/translations',
    { schema: { tags, params: ZIdParam, response: { 200: ZTranslationListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listTranslations(ctx, request.userId, request.params.id),
    }),
  );

  app.get(
    '/api/v1/audio/transcript/:id/translations/:language',
    { schema: { tags, params: ZTranslationParams, response: { 200: ZTranslationResponse, ...errors } } },
    async (request) => {
      const { id, language } = request.params;
      return { success: true as const, data: await getTranslation(ctx, request.userId, id, language) };
    },
  );

  app.delete(
    '/api/v1/audio/transcript/:id/translations/:language',
    { schema: { tags, params: ZTranslationParams, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const { id, language } = request.params;
      const outcome = await removeTranslation(ctx, request.userId, id, language);
      const message = outcome === 'cancelled' ? 'Translation cancelled.' : 'Translation deleted.';
      return { success: true as const, message };
    },
  );
};
