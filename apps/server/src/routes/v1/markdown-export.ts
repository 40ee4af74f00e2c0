import {
  ZErrorResponse,
  ZIdParam,
  ZMarkdownExportRequest,
  ZMarkdownExportResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import {
  getUserMarkdownExport,
  getWorkspaceMarkdownExport,
  setUserMarkdownExport,
  setWorkspaceMarkdownExport,
} from '../../services/markdown/markdown-settings.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Markdown copies of transcripts in a server folder (for note apps): the signed-in user's for their personal
 * files, and a workspace's for the files in its folders (members read it; owners and admins set it).
 */
export const markdownExportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const response = { 200: ZMarkdownExportResponse, '4xx': ZErrorResponse };
  const user = { tags: ['user'], response };
  const workspace = { tags: ['workspace'], params: ZIdParam, response };

  app.get('/api/v1/user/markdown-export', { schema: user }, async (request) => ({
    success: true as const,
    data: await getUserMarkdownExport(ctx, request.userId),
  }));

  app.put(
    '/api/v1/user/markdown-export',
    { schema: { ...user, body: ZMarkdownExportRequest } },
    async (request) => ({
      success: true as const,
      data: await setUserMarkdownExport(ctx, request.userId, request.body),
    }),
  );

  app.get('/api/v1/workspace/:id/markdown-export', { schema: workspace }, async (request) => ({
    success: true as const,
    data: await getWorkspaceMarkdownExport(ctx, request.userId, request.params.id),
  }));

  app.put(
    '/api/v1/workspace/:id/markdown-export',
    { schema: { ...workspace, body: ZMarkdownExportRequest } },
    async (request) => ({
      success: true as const,
      data: await setWorkspaceMarkdownExport(ctx, request.userId, request.params.id, request.body),
    }),
  );
};
