import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ZBurnSubtitlesRequest, ZErrorResponse, ZIdParam, ZVideoExportResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition } from '../../http/byte-range.js';
import {
  cancelVideoExport,
  startBurnedVideo,
  videoExportFile,
  videoExportFor,
} from '../../services/transcripts/burned-video.js';
import type { RouteDeps } from '../route-deps.js';

/** Videos with a transcript's subtitles burned in: a worker job, followed until its MP4 is ready. */
export const videoExportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const tags = ['transcript'];
  const response = { 200: ZVideoExportResponse, '4xx': ZErrorResponse };

  app.post(
    '/api/v1/audio/transcript/:id/burned-video',
    {
      schema: {
        tags,
        description:
          'Draws the transcript on the picture of its file (a look: standard, large, top or plain; speaker names ' +
          'or not), re-encoded as an H.264/AAC MP4 of at most 720 lines. Answers 202 with the job queued; GET ' +
          '/video-export/{id} follows it. 409 NO_VIDEO or VIDEO_NOT_READY when the file has no picture that ' +
          'plays; 429 when three are being made for you already.',
        params: ZIdParam,
        body: ZBurnSubtitlesRequest,
        response: { 202: ZVideoExportResponse, '4xx': ZErrorResponse },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        success: true as const,
        data: await startBurnedVideo(ctx, request.userId, request.params.id, request.body),
      }),
  );

  app.get(
    '/api/v1/video-export/:id',
    { schema: { tags, description: 'How far a video export got.', params: ZIdParam, response } },
    async (request) => ({
      success: true as const,
      data: await videoExportFor(ctx, request.userId, request.params.id),
    }),
  );

  app.post(
    '/api/v1/video-export/:id/cancel',
    {
      schema: {
        tags,
        description: 'Stops a video export waiting or being made.',
        params: ZIdParam,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelVideoExport(ctx, request.userId, request.params.id),
    }),
  );

  app.get(
    '/api/v1/video-export/:id/download',
    {
      // A binary body: no response schema, so the reply can be a stream.
      schema: { tags, description: 'A completed export: the MP4, kept for a day.', params: ZIdParam },
    },
    async (request, reply) => {
      const { path, fileName } = await videoExportFile(ctx, request.userId, request.params.id);
      return reply
        .header('content-type', 'video/mp4')
        .header('content-length', (await stat(path)).size)
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
};
