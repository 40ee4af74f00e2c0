import { ZIdParam } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../domain/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition, parseByteRange } from '../../http/byte-range.js';
import { ownedAudio } from '../../services/library.js';
import type { RouteDeps } from '../route-deps.js';

const ZTokenQuery = z.object({ token: z.string().max(4096).optional() });

export const audioMediaRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  // Binary bodies: no response schema, so the reply can be a stream.
  const schema = { tags: ['audio'], params: ZIdParam, querystring: ZTokenQuery };

  // The browser's <audio> element asks for this address itself, so the token may come in the query.
  app.get(
    '/api/v1/audio/stream/:id',
    { onRequest: authenticate(ctx, { allowQueryToken: true }), schema },
    async (request, reply) => {
      const audio = await ownedAudio(ctx, request.userId, request.params.id);
      const size = await ctx.media.size(audio.storage_key);
      const range = parseByteRange(request.headers.range, size);
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', audio.mime_type)
        .header('cache-control', 'private, max-age=3600');
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new AppError('RANGE_NOT_SATISFIABLE', 'The requested byte range is outside the file.');
      }
      if (!range) return reply.header('content-length', size).send(ctx.media.read(audio.storage_key));
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(ctx.media.read(audio.storage_key, range));
    },
  );

  app.get('/api/v1/audio/download/:id', { onRequest: authenticate(ctx), schema }, async (request, reply) => {
    const audio = await ownedAudio(ctx, request.userId, request.params.id);
    return reply
      .header('content-type', audio.mime_type)
      .header('content-length', await ctx.media.size(audio.storage_key))
      .header('content-disposition', attachmentDisposition(audio.file_name))
      .send(ctx.media.read(audio.storage_key));
  });
};
