import { ZIdParam } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition } from '../../http/byte-range.js';
import { sendMedia } from '../../http/send-media.js';
import { audioFor } from '../../services/core/access.js';
import { requireMedia } from '../../services/core/media-presence.js';
import { posterOfFile, streamOfFile } from '../../services/uploads/video-media.js';
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
      // A video browsers cannot play as uploaded streams its web-playable copy once made (issue 44).
      const media = await streamOfFile(ctx, request.userId, request.params.id);
      return sendMedia(reply, request.headers.range, media, 'private, max-age=3600');
    },
  );

  // The video's poster frame, which an <img> (or the player's poster) asks for itself: the token may be in the query.
  app.get(
    '/api/v1/audio/poster/:id',
    { onRequest: authenticate(ctx, { allowQueryToken: true }), schema },
    async (request, reply) => {
      const poster = await posterOfFile(ctx, request.userId, request.params.id);
      return sendMedia(reply, request.headers.range, poster, 'private, max-age=3600');
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
