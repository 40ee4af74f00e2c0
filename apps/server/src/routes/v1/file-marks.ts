import {
  ZAudioResponse,
  ZAudioTagsRequest,
  ZErrorResponse,
  ZIdParam,
  ZUpdateAudioRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { markFile, setTagsOfFile } from '../../services/library/file-marks.js';
import type { RouteDeps } from '../route-deps.js';

/** What a person marks a file with to find it again: its tags, their star, and the archive. */
export const fileMarkRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['audio'];

  app.put(
    '/api/v1/audio/:id/tags',
    {
      schema: {
        tags,
        description:
          "Sets all the file's tags, in the order given (editors of the file). A workspace's file takes the " +
          "workspace's tags, your own files your own: another place's tag answers 400 TAG_NOT_FOR_FILE.",
        params: ZIdParam,
        body: ZAudioTagsRequest,
        response: { 200: ZAudioResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setTagsOfFile(ctx, request.userId, request.params.id, request.body.tag_ids),
    }),
  );

  app.patch(
    '/api/v1/audio/:id',
    {
      schema: {
        tags,
        description:
          'Stars or un-stars the file for you (anyone who sees it), or archives or restores it (its editors): ' +
          'an archived file leaves Recent Files, its folder and search for everyone, and shows with ' +
          '`archived=true`.',
        params: ZIdParam,
        body: ZUpdateAudioRequest,
        response: { 200: ZAudioResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markFile(ctx, request.userId, request.params.id, request.body),
    }),
  );
};
