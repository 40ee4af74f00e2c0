import { ZIdParam } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition } from '../../http/byte-range.js';
import { sendMedia } from '../../http/send-media.js';
import { audioFor } from '../../services/core/access.js';
import { requireMedia } from '../../services/core/media-presence.js';
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
      const audio = requireMedia(await audioFor(ctx, request.userId, request.params.id, 'read'));
      const key = audio.storage_key;
      const media = {
        mimeType: audio.mime_type,
        size: await ctx.media.size(key),
        read: (range?: { start: number; end: number }) => ctx.media.read(key, range),
      };
      return sendMedia(reply, request.headers.range, media, 'private, max-age=3600');
    },
  );

  app.get('/api/v1/audio/download/:id', { onRequest: authenticate(ctx), schema }, async (request, reply) => {
    const audio = requireMedia(await audioFor(ctx, request.userId, request.params.id, 'read'));
    return reply
      .header('content-type', audio.mime_type)
      .header('content-length', await ctx.media.size(audio.storage_key))
      .header('content-disposition', attachmentDisposition(audio.file_name))
      .send(await ctx.media.read(audio.storage_key));
  });
};
