import type { IncomingMessage } from 'node:http';
import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../domain/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { ERROR_STATUS } from '../../http/error-status.js';
import {
  acceptResumableUpload,
  checkUploadGrowth,
  finishedResumableUpload,
  finishResumableUpload,
  ownsResumableUpload,
  resumableUploadStore,
} from '../../services/uploads/resumable-uploads.js';
import { uploadAnswer } from '../../services/uploads/uploads.js';
import type { RouteDeps } from '../route-deps.js';

const PATH = '/api/v1/uploads';
const TOO_MANY_UPLOADS = 'Too many uploads at once. Please wait a few minutes and try again.';

/** What tus answers a hook's refusal with: the API's error body and the code's status. */
function refusal(error: unknown): { status_code: number; body: string } {
  const app =
    error instanceof AppError ? error : new AppError('INTERNAL', 'Something went wrong on the server.');
  return {
    status_code: ERROR_STATUS[app.code],
    body: JSON.stringify({ success: false, message: app.message, code: app.code }),
  };
}

/** The body's length and the Upload-Length a PATCH declares, when it says them. */
function lengths(req: Request) {
  const number = (name: string) => {
    const value = req.headers.get(name);
    const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
    return Number.isNaN(parsed) ? undefined : parsed;
  };
  return { contentLength: number('content-length'), declaredLength: number('upload-length') };
}

/**
 * Resumable uploads on the tus 1.0 protocol (creation, creation-with-upload, termination, expiration):
 * `POST /api/v1/uploads` with Upload-Length and Upload-Metadata (filename and the upload form's fields),
 * then PATCHes from the offset HEAD tells. The last PATCH answers with the audio item (JSON, and
 * `Upload-Info: audio_id=<id>`). The multipart `POST /api/v1/audio` stays for API clients.
 */
export const resumableUploadRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { ctx, limits, liveDrafts },
) => {
  const datastore = resumableUploadStore(ctx);
  /** Who sent each request being handled: tus hooks see a web Request made from the Node one. */
  const users = new WeakMap<IncomingMessage, number>();
  const userOf = (req: Request) => {
    const node = (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const userId = node && users.get(node);
    if (userId === undefined) throw new AppError('UNAUTHENTICATED', 'Sign in to upload.');
    return userId;
  };
  const tus = new Server({
    path: PATH,
    datastore,
    relativeLocation: true,
    maxSize: ctx.config.maxUploadBytes,
    exposedHeaders: ['Upload-Info'],
    // The API's CORS policy, not tus's default of any origin.
    allowedOrigins: ctx.config.corsOrigins,
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'OPTIONS' || req.method === 'POST') return;
      try {
        const upload = await datastore.getUpload(uploadId).catch(() => undefined);
        // Another user's upload answers as a missing one does.
        if (!upload || !ownsResumableUpload(upload.metadata, userOf(req))) throw notFound('Upload');
        if (req.method === 'PATCH') checkUploadGrowth(ctx, upload, lengths(req));
        // Ended before tus answers, so its decoder is gone when the client hears the upload is.
        if (req.method === 'DELETE') await liveDrafts.end(uploadId);
      } catch (error) {
        throw refusal(error);
      }
    },
    async onUploadCreate(req, upload) {
      try {
        const userId = userOf(req);
        const { perUser, windowMs } = ctx.config.rateLimit.uploads;
        await limits.consume('upload', String(userId), perUser, windowMs, TOO_MANY_UPLOADS);
        const metadata = upload.metadata ?? {};
        const added = await acceptResumableUpload(ctx, userId, { size: upload.size, metadata });
        return { metadata: { ...metadata, ...added } }; // tus keeps what this returns, whole
      } catch (error) {
        throw refusal(error);
      }
    },
    async onUploadFinish(req, upload) {
      try {
        await liveDrafts.end(upload.id); // the full transcription's words replace the draft's
        const metadata = upload.metadata ?? {};
        const path = upload.storage?.path ?? `${datastore.directory}/${upload.id}`;
        const size = upload.size ?? upload.offset;
        const { item, duplicateOf } = await finishResumableUpload(
          ctx,
          userOf(req),
          { id: upload.id, size, path, metadata },
          app.log,
        );
        return {
          status_code: 200,
          headers: { 'Upload-Info': `audio_id=${item.audio_id}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(uploadAnswer(item, duplicateOf)),
        };
      } catch (error) {
        throw refusal(error);
      } finally {
        await datastore.remove(upload.id).catch(() => {}); // in the media store now, or refused
      }
    },
  });

  // tus reads the bytes of a PATCH itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = (request.params as { id?: string }).id;
    if (request.method === 'HEAD' && id) {
      // Whole already (its last answer may never have reached the client): say so, and what it became.
      const finished = await finishedResumableUpload(ctx, request.userId, id);
      if (finished) {
        return reply
          .headers({
            'Tus-Resumable': '1.0.0',
            'Upload-Offset': String(finished.size),
            'Upload-Length': String(finished.size),
            'Upload-Info': `audio_id=${finished.audioId}`,
            'Cache-Control': 'no-store',
            'Access-Control-Expose-Headers': 'Upload-Offset, Upload-Length, Upload-Info, Tus-Resumable',
          })
          .send();
      }
    }
    if (request.method !== 'OPTIONS') users.set(request.raw, request.userId);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
    if (!id) return;
    // A recording's new bytes go on to its live draft; the recorder is not kept waiting for it.
    if (request.method === 'PATCH' && reply.raw.statusCode === 204) {
      liveDrafts.feed(request.userId, id).catch((error) => request.log.warn({ err: error }, 'live draft'));
    }
  };
  const signedIn = authenticate(ctx);
  // OPTIONS tells what the server supports, to anyone (and answers a browser's preflight).
  const onRequest = async (request: FastifyRequest) => {
    if (request.method !== 'OPTIONS') await signedIn(request);
  };
  const config = { onRequest, schema: { hide: true } };
  app.route({ method: ['POST', 'OPTIONS'], url: PATH, ...config, handler: handle });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${PATH}/:id`,
    ...config,
    handler: handle,
  });
};
