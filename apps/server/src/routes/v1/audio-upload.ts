import { ZAudioUploadResponse, ZErrorResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../domain/app-error.js';
import { authenticate } from '../../http/authenticate.js';
import { discardUpload } from '../../services/core/media-journal.js';
import {
  registerUpload,
  storeUploadedFile,
  uploadAnswer,
  uploadTooLarge,
} from '../../services/uploads/uploads.js';
import type { RouteDeps } from '../route-deps.js';

const TOO_MANY_UPLOADS = 'Too many uploads at once. Please wait a few minutes and try again.';

export const audioUploadRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, limits }) => {
  app.post(
    '/api/v1/audio',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['audio'],
        description:
          'multipart/form-data: file, language, mode, diarize, speaker_count, folder_id, keep_duplicate. 200 with ' +
          '`audio_duplicate_of` when the same file is already in that place (nothing new is kept).',
        response: { 200: ZAudioUploadResponse, 201: ZAudioUploadResponse, '4xx': ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { perUser, windowMs } = ctx.config.rateLimit.uploads;
      await limits.consume('upload', String(request.userId), perUser, windowMs, TOO_MANY_UPLOADS);
      if (!request.isMultipart()) {
        throw new AppError('VALIDATION_FAILED', 'Send the file as multipart/form-data in the "file" field.');
      }
      const fields: Record<string, string> = {};
      let stored: { key: string; size: number; fileName: string } | undefined;
      try {
        // The file is streamed to the media store as it arrives; it is never held in memory whole.
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
          } else if (part.fieldname === 'file' && !stored) {
            stored = { ...(await storeUploadedFile(ctx, part.file)), fileName: part.filename };
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        if (stored) await discardUpload(ctx, stored.key);
        // The multipart parser itself stops a file at MAX_UPLOAD_BYTES; say so with the limit in words.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw uploadTooLarge(ctx.config.maxUploadBytes);
        throw error;
      }
      if (!stored)
        throw new AppError('VALIDATION_FAILED', 'No file was uploaded: send it in the "file" field.');
      const { item, duplicateOf } = await registerUpload(
        ctx,
        request.userId,
        { ...stored, fields },
        request.log,
      );
      return reply.status(duplicateOf === null ? 201 : 200).send(uploadAnswer(item, duplicateOf));
    },
  );
};
