import {
  ZErrorResponse,
  ZFeedListResponse,
  ZFeedRequest,
  ZFeedResponse,
  ZFeedUpdate,
  ZIdParam,
  ZMessageResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { feedsFor, pauseFeed, subscribe, unsubscribe } from '../../services/imports/feeds.js';
import type { RouteDeps } from '../route-deps.js';

const tags = ['imports'];
const errors = { '4xx': ZErrorResponse };

/** Podcast feeds the user subscribes to: their new episodes are imported and transcribed (issue 42). */
export const feedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/api/v1/feeds',
    { onRequest: authenticate(ctx), schema: { tags, response: { 200: ZFeedListResponse } } },
    async (request) => ({ success: true as const, data: await feedsFor(ctx, request.userId) }),
  );

  app.post(
    '/api/v1/feeds',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags,
        description:
          'Reads the feed (RSS or Atom) at once, imports its newest back_episodes episodes and then every new one ' +
          '(the worker reads it again every FEEDS_POLL_MINUTES), each transcribed with `transcription`.',
        body: ZFeedRequest,
        response: { 201: ZFeedResponse, ...errors, 502: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await subscribe(ctx, request.userId, request.body, request.log);
      return reply.status(201).send({ success: true as const, message: 'Subscribed.', data });
    },
  );

  app.patch(
    '/api/v1/feeds/:id',
    {
      onRequest: authenticate(ctx),
      schema: { tags, params: ZIdParam, body: ZFeedUpdate, response: { 200: ZFeedResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: request.body.feed_paused ? 'Paused.' : 'Resumed.',
      data: await pauseFeed(ctx, request.userId, request.params.id, request.body.feed_paused),
    }),
  );

  app.delete(
    '/api/v1/feeds/:id',
    {
      onRequest: authenticate(ctx),
      schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } },
    },
    async (request) => {
      await unsubscribe(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Unsubscribed.' };
    },
  );
};
