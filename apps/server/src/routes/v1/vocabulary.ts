import { ZErrorResponse, ZVocabulary, ZVocabularyResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { getVocabulary, setVocabulary } from '../../services/accounts/vocabulary.js';
import type { RouteDeps } from '../route-deps.js';

/** The signed-in user's vocabulary: words and phrases the speech engines should expect. */
export const vocabularyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  const schema = { tags: ['user'], response: { 200: ZVocabularyResponse, '4xx': ZErrorResponse } };

  app.get('/api/v1/user/vocabulary', { onRequest: authenticate(ctx), schema }, async (request) => ({
    success: true as const,
    data: { words: await getVocabulary(ctx, request.userId) },
  }));

  app.put(
    '/api/v1/user/vocabulary',
    { onRequest: authenticate(ctx), schema: { ...schema, body: ZVocabulary } },
    async (request) => ({
      success: true as const,
      data: { words: await setVocabulary(ctx, request.userId, request.body.words) },
    }),
  );
};
