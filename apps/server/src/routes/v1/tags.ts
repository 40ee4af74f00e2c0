import {
  ZCreateTagRequest,
  ZErrorResponse,
  ZIdParam,
  ZMergeTagRequest,
  ZMessageResponse,
  ZTagListQuery,
  ZTagListResponse,
  ZTagResponse,
  ZUpdateTagRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { changeTag, createTag, listTagsOf, mergeTags, removeTag } from '../../services/library/tags.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Tags: the user's own (for their files outside workspaces) and each workspace's (its members see them, its
 * editors and above change them). Another user's tag answers 404.
 */
export const tagRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['tag'];

  app.get(
    '/api/v1/tag',
    {
      schema: {
        tags,
        description:
          "Your own tags, or with `workspace_id` a workspace's, by name, each with its file count.",
        querystring: ZTagListQuery,
        response: { 200: ZTagListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTagsOf(ctx, request.userId, request.query.workspace_id),
    }),
  );

  app.post(
    '/api/v1/tag',
    { schema: { tags, body: ZCreateTagRequest, response: { 201: ZTagResponse, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Tag created.',
        data: await createTag(ctx, request.userId, request.body),
      }),
  );

  app.patch(
    '/api/v1/tag/:id',
    {
      schema: {
        tags,
        description: 'Renames or recolours a tag.',
        params: ZIdParam,
        body: ZUpdateTagRequest,
        response: { 200: ZTagResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Tag updated.',
      data: await changeTag(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/tag/:id/merge',
    {
      schema: {
        tags,
        description:
          'Every file bearing this tag bears `into_tag_id` instead (a tag of the same place), and this tag is ' +
          'deleted. Answers the tag merged into.',
        params: ZIdParam,
        body: ZMergeTagRequest,
        response: { 200: ZTagResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Tags merged.',
      data: await mergeTags(ctx, request.userId, request.params.id, request.body.into_tag_id),
    }),
  );

  app.delete(
    '/api/v1/tag/:id',
    {
      schema: {
        tags,
        description: 'Deletes a tag; the files that bore it stay.',
        params: ZIdParam,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await removeTag(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Tag deleted.' };
    },
  );
};
