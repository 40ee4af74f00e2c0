import {
  ZErrorResponse,
  ZInvitationPreviewResponse,
  ZInvitationTokenParam,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { acceptInvitation, previewInvitation } from '../../services/workspaces/workspace-invitations.js';
import type { RouteDeps } from '../route-deps.js';

/** An invitation link: seen signed out (to sign up or in with the invited address), accepted signed in. */
export const workspaceInvitationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, authIpLimit },
) => {
  const tags = ['workspace'];
  const errors = { '4xx': ZErrorResponse };

  app.get(
    '/api/v1/workspace/invitation/:token',
    {
      config: { rateLimit: authIpLimit },
      schema: {
        tags,
        params: ZInvitationTokenParam,
        response: { 200: ZInvitationPreviewResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await previewInvitation(ctx, request.params.token) }),
  );

  app.post(
    '/api/v1/workspace/invitation/:token/accept',
    {
      onRequest: authenticate(ctx),
      config: { rateLimit: authIpLimit },
      schema: { tags, params: ZInvitationTokenParam, response: { 200: ZWorkspaceResponse, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await acceptInvitation(ctx, request.userId, request.params.token),
    }),
  );
};
