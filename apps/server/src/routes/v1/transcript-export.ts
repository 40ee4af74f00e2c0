import {
  ZExportLanguageQuery,
  ZIdParam,
  ZTranscriptExportRequest,
  ZTranscriptsExportRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition } from '../../http/byte-range.js';
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
