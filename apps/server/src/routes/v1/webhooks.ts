import {
  ZCreateWebhookRequest,
  ZCreateWebhookResponse,
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZWebhookDeliveryListResponse,
  ZWebhookListResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  sendTestEvent,
} from '../../services/webhooks/webhooks.js';
import type { RouteDeps } from '../route-deps.js';

/** The signed-in user's webhooks and their delivery logs, managed from the Profile page. */
export const webhookRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['webhooks'];

  app.get(
    '/api/v1/user/webhook',
    { schema: { tags, response: { 200: ZWebhookListResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await listWebhooks(ctx, request.userId) }),
  );

  app.post(
    '/api/v1/user/webhook',
    {
      schema: {
        tags,
        description:
          'Registers an address for transcript.completed, transcript.failed and/or comment.created (the comment ' +
          'in data.comment). Each delivery is a JSON POST ' +
          'signed in the X-Signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with ' +
          'webhook_secret>. Failed deliveries are retried with growing waits for about a day.',
        body: ZCreateWebhookRequest,
        response: { 201: ZCreateWebhookResponse, ...errors },
      },
    },
    async (request, reply) => {
      const hook = await createWebhook(ctx, request.userId, request.body);
      return reply.status(201).send({
        success: true as const,
        message: 'Webhook added. Copy its signing secret now: it will not be shown again.',
        data: hook,
      });
    },
  );

  app.delete(
    '/api/v1/user/webhook/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      await deleteWebhook(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Webhook deleted.' };
    },
  );

  app.post(
    '/api/v1/user/webhook/:id/test',
    { schema: { tags, params: ZIdParam, response: { 202: ZMessageResponse, ...errors } } },
    async (request, reply) => {
      await sendTestEvent(ctx, request.userId, request.params.id);
      return reply.status(202).send({ success: true as const, message: 'Test event queued.' });
    },
  );

  app.get(
    '/api/v1/user/webhook/:id/delivery',
    { schema: { tags, params: ZIdParam, response: { 200: ZWebhookDeliveryListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listDeliveries(ctx, request.userId, request.params.id),
    }),
  );
};
