import type { TImport, TProgressEvent, TTranslationEvent } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../domain/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { openEventStream } from '../../http/event-stream.js';
import { startingImports, subscribeToImports } from '../../services/imports/import-progress.js';
import {
  progressAudience,
  startingProgress,
  subscribeToProgress,
} from '../../services/transcripts/progress-events.js';
import {
  startingTranslations,
  subscribeToTranslations,
} from '../../services/translation/translation-progress.js';
import type { RouteDeps } from '../route-deps.js';

const ZEventQuery = z.object({
  token: z.string().max(4096).optional(),
  channel: z.coerce.number().int().optional(),
});

/**
 * Live transcription progress of the user's and their workspaces' files as server-sent events
 * (`transcript_progress`), their translations' (`translation_progress`), and the user's imports from a link
 * (`import_progress`).
 */
export const eventRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  // Open streams never end by themselves; on shutdown they are ended so the server can close.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/api/v1/event',
    {
      onRequest: authenticate(ctx, { allowQueryToken: true }),
      schema: { tags: ['events'], querystring: ZEventQuery },
    },
    async (request, reply) => {
      const userId = request.userId;
      if (request.query.channel !== undefined && request.query.channel !== userId) {
        throw new AppError('FORBIDDEN', 'You can only listen to your own channel.');
      }
      reply.hijack();
      const res = reply.raw;
      openEventStream(res);
      // HEAD shares this handler (Fastify exposes one for every GET): headers only, no endless stream.
      if (request.method === 'HEAD') {
        res.end();
        return;
      }
      // Progress never goes backwards on a stream, even if the starting list below races a live event; a
      // 'transcribing' after a final status is a retry starting over (on SQLite its 'queued' can be missed,
      // and changes to one transcript are announced in the order they were stored).
      const last = new Map<number, TProgressEvent>();
      const send = (event: TProgressEvent, starting = false) => {
        const before = last.get(event.id);
        if (starting && before) return;
        const running = before?.status === 'transcribing' && event.status === 'transcribing';
        if (running && before.progress > event.progress) return;
        last.set(event.id, event);
        // The id lets a browser that reconnects say what it saw last (Last-Event-ID).
        res.write(`id: ${Date.now()}\nevent: transcript_progress\ndata: ${JSON.stringify(event)}\n\n`);
      };
      res.write('retry: 3000\n: connected\n\n');
      const audience = await progressAudience(ctx, userId);
      const unsubscribe = subscribeToProgress(ctx, audience, send);
      const sendTranslation = (event: TTranslationEvent) =>
        res.write(`id: ${Date.now()}\nevent: translation_progress\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribeTranslations = subscribeToTranslations(ctx, audience, sendTranslation);
      const sendImport = (event: TImport) =>
        res.write(`id: ${Date.now()}\nevent: import_progress\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribeImports = subscribeToImports(ctx, audience, sendImport);
      const lastSeen = Number(request.headers['last-event-id']);
      for (const event of await startingProgress(ctx, audience, lastSeen)) send(event, true);
      for (const event of await startingTranslations(ctx, audience, lastSeen)) sendTranslation(event);
      for (const event of await startingImports(ctx, userId, lastSeen)) sendImport(event);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), ctx.config.sseHeartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeTranslations();
        unsubscribeImports();
        open.delete(end);
        res.end();
      };
      open.add(end);
      request.raw.once('close', end);
    },
  );
};
