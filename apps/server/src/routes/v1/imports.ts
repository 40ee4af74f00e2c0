import {
  ZErrorResponse,
  ZIdParam,
  ZImportListResponse,
  ZImportRequest,
  ZImportResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { importFor, importsOf, startImport } from '../../services/imports/link-imports.js';
import type { RouteDeps } from '../route-deps.js';

const TOO_MANY_IMPORTS = 'Too many uploads at once. Please wait a few minutes and try again.';

/** Recordings imported from links: start one, follow it, list the recent ones (issue 42). */
export const importRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, limits }) => {
  app.post(
    '/api/v1/audio/import',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['audio'],
        description:
          'Downloads a recording from a link (redirects followed; private and local addresses refused unless ' +
          'IMPORT_ALLOW_PRIVATE_ADDRESSES), makes it an audio item as an upload and transcribes it. Answers 202 ' +
          'with the import; GET /api/v1/audio/import/{id} follows it to completed (audio_id) or failed (why).',
        body: ZImportRequest,
        response: { 202: ZImportResponse, '4xx': ZErrorResponse, 502: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { perUser, windowMs } = ctx.config.rateLimit.uploads;
      await limits.consume('upload', String(request.userId), perUser, windowMs, TOO_MANY_IMPORTS);
      const data = await startImport(ctx, request.userId, request.body, request.log);
      return reply.status(202).send({ success: true as const, message: 'Import started.', data });
    },
  );

  app.get(
    '/api/v1/audio/import',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['audio'],
        description: 'The newest 20 imports.',
        response: { 200: ZImportListResponse },
      },
    },
    async (request) => ({ success: true as const, data: await importsOf(ctx, request.userId) }),
  );

  app.get(
    '/api/v1/audio/import/:id',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['audio'],
        params: ZIdParam,
        response: { 200: ZImportResponse, '4xx': ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'ok',
      data: await importFor(ctx, request.userId, request.params.id),
    }),
  );
};
