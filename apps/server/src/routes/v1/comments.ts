import {
  ZCommentCreateRequest,
  ZCommentListResponse,
  ZCommentResponse,
  ZCommentUpdateRequest,
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import {
  createComment,
  deleteComment,
  listComments,
  updateComment,
} from '../../services/transcripts/comments.js';
import type { RouteDeps } from '../route-deps.js';

/** Comments on a transcript's segments: listed beside the transcript, resolved and reopened. */
export const commentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['comments'];

  app.get(
    '/api/v1/audio/transcript/:id/comments',
    { schema: { tags, params: ZIdParam, response: { 200: ZCommentListResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await listComments(ctx, request.userId, request.params.id),
    }),
  );

  app.post(
    '/api/v1/audio/transcript/:id/comments',
    {
      schema: {
        tags,
        description:
          'Comments on a segment of the transcript, at `start` seconds or over `start`..`end`. Sends ' +
          '`comment.created` to the webhooks of the owner of the transcript that want it.',
        params: ZIdParam,
        body: ZCommentCreateRequest,
        response: { 201: ZCommentResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createComment(ctx, request.userId, request.params.id, request.body),
      }),
  );

  app.patch(
    '/api/v1/comments/:id',
    {
      schema: {
        tags,
        description: 'Edits the text (its author only), or resolves (`resolved: true`) or reopens it.',
        params: ZIdParam,
        body: ZCommentUpdateRequest,
        response: { 200: ZCommentResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateComment(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/comments/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      await deleteComment(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Comment deleted.' };
    },
  );
};
