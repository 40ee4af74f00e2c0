import {
  ZAdminJobResponse,
  ZAdminQueueQuery,
  ZAdminQueueResponse,
  ZAdminSystemResponse,
  ZAdminUserListQuery,
  ZAdminUserListResponse,
  ZAdminUserResponse,
  ZAdminUserUpdateRequest,
  ZAuditListQuery,
  ZAuditListResponse,
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZRetention,
  ZRetentionResponse,
} from '@transcribe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { setUserRetentionAsAdmin, userRetentionAsAdmin } from '../../services/admin/admin-retention.js';
import { adminJobAction, adminQueue, adminSystem } from '../../services/admin/admin-system.js';
import {
  auditLog,
  deleteUserAsAdmin,
  listUsers,
  requireAdministrator,
  updateUserAsAdmin,
} from '../../services/admin/admin-users.js';
import type { RouteDeps } from '../route-deps.js';
import { adminModelRoutes } from './admin-models.js';

type Administrator = Awaited<ReturnType<typeof requireAdministrator>>;

/** The administrators' API: every route answers 403 to anyone else. */
export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  // Before the body is read or validated: anyone else learns nothing but that this is not theirs. The
  // administrator read here is the one a change is made and audited as.
  const administrators = new WeakMap<FastifyRequest, Administrator>();
  app.addHook('onRequest', async (request) => {
    administrators.set(request, await requireAdministrator(ctx, request.userId));
  });
  const administrator = (request: FastifyRequest) => {
    const admin = administrators.get(request);
    if (!admin) throw new Error('the administrator hook did not run');
    return admin;
  };
  const errors = { '4xx': ZErrorResponse };
  const tags = ['admin'];

  app.get(
    '/api/v1/admin/users',
    {
      schema: {
        tags,
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserListResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listUsers(ctx, request.query) }),
  );

  app.patch(
    '/api/v1/admin/users/:id',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZAdminUserUpdateRequest,
        response: { 200: ZAdminUserResponse, ...errors },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await updateUserAsAdmin(ctx, administrator(request), request.params.id, request.body),
      };
    },
  );

  // Any user's retention rule (their personal files'), as they would set it on their Profile.
  const retention = { tags, params: ZIdParam, response: { 200: ZRetentionResponse, ...errors } };
  app.get('/api/v1/admin/users/:id/retention', { schema: retention }, async (request) => ({
    success: true as const,
    data: await userRetentionAsAdmin(ctx, request.params.id),
  }));
  app.put(
    '/api/v1/admin/users/:id/retention',
    { schema: { ...retention, body: ZRetention } },
    async (request) => ({
      success: true as const,
      data: await setUserRetentionAsAdmin(ctx, administrator(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/admin/users/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const email = await deleteUserAsAdmin(ctx, administrator(request), request.params.id);
      return { success: true as const, message: `${email} and everything of theirs was deleted.` };
    },
  );

  app.get(
    '/api/v1/admin/queue',
    { schema: { tags, querystring: ZAdminQueueQuery, response: { 200: ZAdminQueueResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await adminQueue(ctx, request.query.status) }),
  );

  for (const action of ['retry', 'cancel'] as const) {
    app.post(
      `/api/v1/admin/transcripts/:id/${action}`,
      { schema: { tags, params: ZIdParam, response: { 200: ZAdminJobResponse, ...errors } } },
      async (request) => ({
        success: true as const,
        data: await adminJobAction(ctx, administrator(request), request.params.id, action),
      }),
    );
  }

  app.get(
    '/api/v1/admin/system',
    { schema: { tags, response: { 200: ZAdminSystemResponse, ...errors } } },
    async () => ({ success: true as const, data: await adminSystem(ctx) }),
  );

  adminModelRoutes(app, ctx, administrator);

  app.get(
    '/api/v1/admin/audit',
    { schema: { tags, querystring: ZAuditListQuery, response: { 200: ZAuditListResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await auditLog(ctx, request.query) }),
  );
};
