import {
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZWorkspaceCreateRequest,
  ZWorkspaceInvitationParams,
  ZWorkspaceInvitationResponse,
  ZWorkspaceInviteRequest,
  ZWorkspaceListResponse,
  ZWorkspaceMemberParams,
  ZWorkspaceMembersResponse,
  ZWorkspaceMemberUpdateRequest,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { inviteMember, revokeInvitation } from '../../services/workspaces/workspace-invitations.js';
import { changeMemberRole, listMembers, removeMember } from '../../services/workspaces/workspace-members.js';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  renameWorkspace,
} from '../../services/workspaces/workspaces.js';
import type { RouteDeps } from '../route-deps.js';

/** Invitations send mail to any address: a few an hour per IP. */
const INVITE_LIMIT = { max: 30, timeWindow: 3600_000 };

/** Team workspaces: the signed-in user's memberships, and (by role) members and invitations. */
export const workspaceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['workspace'];
  const one = { 200: ZWorkspaceResponse, ...errors };
  const done = { 200: ZMessageResponse, ...errors };

  app.get(
    '/api/v1/workspace',
    { schema: { tags, response: { 200: ZWorkspaceListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listWorkspaces(ctx, request.userId),
    }),
  );

  app.post(
    '/api/v1/workspace',
    { schema: { tags, body: ZWorkspaceCreateRequest, response: { 201: ZWorkspaceResponse, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await createWorkspace(ctx, request.userId, request.body) }),
  );

  app.get(
    '/api/v1/workspace/:id',
    { schema: { tags, params: ZIdParam, response: one } },
    async (request) => ({
      success: true as const,
      data: await getWorkspace(ctx, request.userId, request.params.id),
    }),
  );

  app.patch(
    '/api/v1/workspace/:id',
    { schema: { tags, params: ZIdParam, body: ZWorkspaceCreateRequest, response: one } },
    async (request) => ({
      success: true as const,
      data: await renameWorkspace(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/workspace/:id',
    { schema: { tags, params: ZIdParam, response: done } },
    async (request) => {
      await deleteWorkspace(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Workspace deleted.' };
    },
  );

  app.get(
    '/api/v1/workspace/:id/member',
    { schema: { tags, params: ZIdParam, response: { 200: ZWorkspaceMembersResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listMembers(ctx, request.userId, request.params.id),
    }),
  );

  app.patch(
    '/api/v1/workspace/:id/member/:userId',
    { schema: { tags, params: ZWorkspaceMemberParams, body: ZWorkspaceMemberUpdateRequest, response: done } },
    async (request) => {
      const { id, userId } = request.params;
      await changeMemberRole(ctx, request.userId, id, userId, request.body.role);
      return { success: true as const, message: 'Role changed.' };
    },
  );

  app.delete(
    '/api/v1/workspace/:id/member/:userId',
    { schema: { tags, params: ZWorkspaceMemberParams, response: done } },
    async (request) => {
      await removeMember(ctx, request.userId, request.params.id, request.params.userId);
      return { success: true as const, message: 'Member removed.' };
    },
  );

  app.post(
    '/api/v1/workspace/:id/invitation',
    {
      config: { rateLimit: INVITE_LIMIT },
      schema: {
        tags,
        params: ZIdParam,
        body: ZWorkspaceInviteRequest,
        response: { 201: ZWorkspaceInvitationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await inviteMember(ctx, request.userId, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/v1/workspace/:id/invitation/:invitationId',
    { schema: { tags, params: ZWorkspaceInvitationParams, response: done } },
    async (request) => {
      await revokeInvitation(ctx, request.userId, request.params.id, request.params.invitationId);
      return { success: true as const, message: 'Invitation revoked.' };
    },
  );
};
