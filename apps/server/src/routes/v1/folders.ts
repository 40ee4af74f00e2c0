import {
  ZCreateFolderRequest,
  ZErrorResponse,
  ZFolderListResponse,
  ZFolderResponse,
  ZIdParam,
  ZMessageResponse,
  ZUpdateFolderRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import {
  changeFolder,
  createFolder,
  deleteFolder,
  folderTrees,
  folderWithChildren,
} from '../../services/library/folders.js';
import type { RouteDeps } from '../route-deps.js';

export const folderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['folder'];

  app.get(
    '/api/v1/folder',
    { schema: { tags, response: { 200: ZFolderListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await folderTrees(ctx, request.userId),
    }),
  );

  app.get(
    '/api/v1/folder/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZFolderResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      message: 'Folder found.',
      data: await folderWithChildren(ctx, request.userId, request.params.id),
    }),
  );

  app.post(
    '/api/v1/folder',
    { schema: { tags, body: ZCreateFolderRequest, response: { 201: ZFolderResponse, ...errors } } },
    async (request, reply) => {
      const { folder_name, folder_parent_id } = request.body;
      const folder = await createFolder(ctx, request.userId, folder_name, folder_parent_id);
      return reply
        .status(201)
        .send({ success: true as const, message: `Folder "${folder.folder_name}" created.`, data: folder });
    },
  );

  app.put(
    '/api/v1/folder/:id',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZUpdateFolderRequest,
        response: { 200: ZFolderResponse, ...errors },
      },
    },
    async (request) => {
      const folder = await changeFolder(ctx, request.userId, request.params.id, {
        name: request.body.folder_name,
        parentId: request.body.folder_parent_id,
        summaryTemplate: request.body.folder_summary_template_id,
        vocabulary: request.body.folder_vocabulary,
      });
      return { success: true as const, message: `Folder "${folder.folder_name}" updated.`, data: folder };
    },
  );

  app.delete(
    '/api/v1/folder/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const name = await deleteFolder(ctx, request.userId, request.params.id);
      return { success: true as const, message: `Folder "${name}" deleted.` };
    },
  );
};
