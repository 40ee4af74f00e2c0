import { ZBulkJobResponse, ZBulkRequest, ZErrorResponse, ZIdParam } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition } from '../../http/byte-range.js';
import { bulkDownload, cancelBulkWork, getBulkWork, startBulkWork } from '../../services/bulk/bulk-work.js';
import type { RouteDeps } from '../route-deps.js';

/** Work on many files at once, as a job that reports its progress and what failed. */
export const bulkRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const tags = ['audio'];
  const response = { 200: ZBulkJobResponse, '4xx': ZErrorResponse };

  app.post(
    '/api/v1/bulk',
    {
      schema: {
        tags,
        description:
          'Tags, untags, stars, archives, restores, moves, transcribes again, redoes the speakers of, exports ' +
          '(one zip) or deletes the selected files: those named, or every file a list view shows ("select ' +
          'all matching"). Answers 202 with the work queued; GET /bulk/{id} follows it. Each file is done as ' +
          'its single call would be: one that fails is listed with the reason, and the rest go on.',
        body: ZBulkRequest,
        response: { 202: ZBulkJobResponse, '4xx': ZErrorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ success: true as const, data: await startBulkWork(ctx, request.userId, request.body) }),
  );

  app.get('/api/v1/bulk/:id', { schema: { tags, params: ZIdParam, response } }, async (request) => ({
    success: true as const,
    data: await getBulkWork(ctx, request.userId, request.params.id),
  }));

  app.post(
    '/api/v1/bulk/:id/cancel',
    {
      schema: {
        tags,
        description: 'Stops the work after the file in hand; what was done stays done.',
        params: ZIdParam,
        response,
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelBulkWork(ctx, request.userId, request.params.id),
    }),
  );

  app.get(
    '/api/v1/bulk/:id/download',
    {
      schema: {
        tags,
        // A binary body: no response schema, so the reply can be a stream.
        description: "A completed export's zip: one file per transcript and format, named after its file.",
        params: ZIdParam,
      },
    },
    async (request, reply) => {
      const { stream, fileName } = await bulkDownload(ctx, request.userId, request.params.id);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store');
      if (request.method === 'HEAD') {
        stream.destroy();
        return reply.send();
      }
      return reply.send(stream);
    },
  );
};
