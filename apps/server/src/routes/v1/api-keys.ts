import {
  ZApiKeyListResponse,
  ZCreateApiKeyRequest,
  ZCreateApiKeyResponse,
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/accounts/api-keys.js';
import type { RouteDeps } from '../route-deps.js';

/** The signed-in user's personal API keys, managed from the Profile page. */
export const apiKeyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['api-keys'];

  app.get(
    '/api/v1/user/api-key',
    { schema: { tags, response: { 200: ZApiKeyListResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await listApiKeys(ctx, request.userId) }),
  );

  app.post(
    '/api/v1/user/api-key',
    { schema: { tags, body: ZCreateApiKeyRequest, response: { 201: ZCreateApiKeyResponse, ...errors } } },
    async (request, reply) => {
      const key = await createApiKey(ctx, request.userId, request.body, request.viaApiKey);
      return reply.status(201).send({
        success: true as const,
        message: `API key "${key.api_key_name}" created. Copy it now: it will not be shown again.`,
        data: key,
      });
    },
  );

  app.delete(
    '/api/v1/user/api-key/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const name = await revokeApiKey(ctx, request.userId, request.params.id);
      return { success: true as const, message: `API key "${name}" revoked.` };
    },
  );
};
