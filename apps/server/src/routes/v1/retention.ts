import {
  ZErrorResponse,
  ZIdParam,
  ZRetention,
  ZRetentionPreviewResponse,
  ZRetentionResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import {
  getUserRetention,
  getWorkspaceRetention,
  previewUserRetention,
  previewWorkspaceRetention,
  setUserRetention,
  setWorkspaceRetention,
} from '../../services/housekeeping/retention.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Retention rules ("delete recordings after N days"): the signed-in user's for their personal files, and a
 * workspace's for the files in its folders (members read it; owners and admins set it and see the preview).
 */
export const retentionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const rule = { 200: ZRetentionResponse, ...errors };
  const preview = { 200: ZRetentionPreviewResponse, ...errors };
  const user = { tags: ['user'] };
  const workspace = { tags: ['workspace'], params: ZIdParam };

  app.get('/api/v1/user/retention', { schema: { ...user, response: rule } }, async (request) => ({
    success: true as const,
    data: await getUserRetention(ctx, request.userId),
  }));

  app.put(
    '/api/v1/user/retention',
    { schema: { ...user, body: ZRetention, response: rule } },
    async (request) => ({
      success: true as const,
      data: await setUserRetention(ctx, request.userId, request.body),
    }),
  );

  app.get('/api/v1/user/retention/preview', { schema: { ...user, response: preview } }, async (request) => ({
    success: true as const,
    data: await previewUserRetention(ctx, request.userId),
  }));

  app.get(
    '/api/v1/workspace/:id/retention',
    { schema: { ...workspace, response: rule } },
    async (request) => ({
      success: true as const,
      data: await getWorkspaceRetention(ctx, request.userId, request.params.id),
    }),
  );

  app.put(
    '/api/v1/workspace/:id/retention',
    { schema: { ...workspace, body: ZRetention, response: rule } },
    async (request) => ({
      success: true as const,
      data: await setWorkspaceRetention(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.get(
    '/api/v1/workspace/:id/retention/preview',
    { schema: { ...workspace, response: preview } },
    async (request) => ({
      success: true as const,
      data: await previewWorkspaceRetention(ctx, request.userId, request.params.id),
    }),
  );
};
