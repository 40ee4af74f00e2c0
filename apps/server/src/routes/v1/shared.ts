import {
  ZErrorResponse,
  ZSharedTranscriptResponse,
  ZShareTokenParam,
  ZTranscriptExportRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../http/byte-range.js';
import { sendMedia } from '../../http/send-media.js';
import {
  exportShared,
  openSharedTranscript,
  sharedAudio,
  sharedPoster,
} from '../../services/sharing/shared-transcripts.js';
import type { RouteDeps } from '../route-deps.js';

/** Per IP and minute: a page and its player's range requests fit easily, a token guesser does not get far. */
const PAGE_LIMIT = { max: 60, timeWindow: 60_000 };
const AUDIO_LIMIT = { max: 600, timeWindow: 60_000 };

/** What a share link opens, signed out: nothing here reads a session, only the token in the path. */
export const sharedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  const tags = ['share'];
  app.addHook('onSend', async (_request, reply) => {
    // A token is a secret: no cache between the visitor and us keeps what it opens.
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
  });

  app.get(
    '/api/v1/share/:token',
    {
      config: { rateLimit: PAGE_LIMIT },
      schema: {
        tags,
        params: ZShareTokenParam,
        response: { 200: ZSharedTranscriptResponse, '4xx': ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await openSharedTranscript(ctx, request.params.token),
    }),
  );

  app.get(
    '/api/v1/share/:token/audio',
    // A binary body: no response schema, so the reply can be a stream.
    { config: { rateLimit: AUDIO_LIMIT }, schema: { tags, params: ZShareTokenParam } },
    async (request, reply) => {
      const audio = await sharedAudio(ctx, request.params.token);
      return sendMedia(reply, request.headers.range, audio, 'private, no-store');
    },
  );

  app.get(
    '/api/v1/share/:token/poster',
    { config: { rateLimit: AUDIO_LIMIT }, schema: { tags, params: ZShareTokenParam } },
    async (request, reply) => {
      const poster = await sharedPoster(ctx, request.params.token);
      return sendMedia(reply, request.headers.range, poster, 'private, no-store');
    },
  );

  app.post(
    '/api/v1/share/:token/export',
    {
      config: { rateLimit: PAGE_LIMIT },
      schema: { tags, params: ZShareTokenParam, body: ZTranscriptExportRequest },
    },
    async (request, reply) => {
      const file = await exportShared(ctx, request.params.token, request.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.body);
    },
  );
};
