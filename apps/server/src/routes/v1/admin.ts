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
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { adminJobAction, adminQueue, adminSystem } from '../../services/admin-system.js';
import {
  auditLog,
  deleteUserAsAdmin,
  listUsers,
  requireAdministrator,
  updateUserAsAdmin,
} from '../../services/admin-users.js';
import type { RouteDeps } from '../route-deps.js';

/** The administrators' API: every route answers 403 to anyone else. */
export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  // Before the body is read or validated: anyone else learns nothing but that this is not theirs.
  app.addHook('onRequest', async (request) => {
    await requireAdministrator(ctx, request.userId);
  });
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
      const admin = await requireAdministrator(ctx, request.userId);
      return {
        success: true as const,
        data: await updateUserAsAdmin(ctx, admin, request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/api/v1/admin/users/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const admin = await requireAdministrator(ctx, request.userId);
      const email = await deleteUserAsAdmin(ctx, admin, request.params.id);
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
      async (request) => {
        const admin = await requireAdministrator(ctx, request.userId);
        return { success: true as const, data: await adminJobAction(ctx, admin, request.params.id, action) };
      },
    );
  }

  app.get(
    '/api/v1/admin/system',
    { schema: { tags, response: { 200: ZAdminSystemResponse, ...errors } } },
    async () => ({ success: true as const, data: await adminSystem(ctx) }),
  );

  app.get(
    '/api/v1/admin/audit',
    { schema: { tags, querystring: ZAuditListQuery, response: { 200: ZAuditListResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await auditLog(ctx, request.query) }),
  );
};
