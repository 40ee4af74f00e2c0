import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  ZExportLanguageQuery,
  ZIdParam,
  ZTranscriptExportRequest,
  ZTranscriptsExportRequest,
  ZVideoExportRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition } from '../../http/byte-range.js';
import { subtitledVideo } from '../../services/transcripts/subtitled-video.js';
import { exportTranscript } from '../../services/transcripts/transcript-export.js';
import { exportTranscriptsZip } from '../../services/transcripts/transcripts-zip.js';
import type { RouteDeps } from '../route-deps.js';

export const transcriptExportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post(
    '/api/v1/audio/transcript/export/:id',
    {
      onRequest: authenticate(ctx),
      // A binary body: no response schema (errors still answer {success:false, message, code}).
      schema: {
        tags: ['transcript'],
        params: ZIdParam,
        querystring: ZExportLanguageQuery,
        body: ZTranscriptExportRequest,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { language } = request.query;
      const file = await exportTranscript(ctx, request.userId, id, request.body, language);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/v1/audio/transcript/export/:id/video',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['transcript'],
        description:
          'The video of a file with a picture, as the browser plays it, with the transcript as a subtitle track ' +
          'players can switch on (MP4 mov_text, or WebVTT in a WebM); nothing re-encoded. 409 NO_VIDEO for a ' +
          'file without a picture, VIDEO_NOT_READY while its web copy is being made or when it could not be.',
        params: ZIdParam,
        body: ZVideoExportRequest,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const video = await subtitledVideo(
        ctx,
        request.userId,
        id,
        request.body.audio_transcript_export_speakers,
      );
      const body = createReadStream(video.path);
      // The scratch folder goes once the file is sent, or the client went away.
      body.once('close', () => void video.remove());
      return reply
        .header('content-type', video.contentType)
        .header('content-length', (await stat(video.path)).size)
        .header('content-disposition', attachmentDisposition(video.fileName))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/api/v1/audio/transcript/export',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['transcript'],
        description: 'Several transcripts in one format as one zip (transcripts.zip).',
        body: ZTranscriptsExportRequest,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition('transcripts.zip'))
        .header('cache-control', 'no-store')
        .send(await exportTranscriptsZip(ctx, request.userId, request.body)),
  );
};
