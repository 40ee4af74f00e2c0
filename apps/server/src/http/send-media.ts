import type { FastifyReply } from 'fastify';
import { AppError } from '../domain/app-error.js';
import type { SharedAudio as MediaBody } from '../services/sharing/shared-audio.js';
import { parseByteRange } from './byte-range.js';

/** Sends a media file whole or the one byte range asked for (206), so players can seek in it. */
export async function sendMedia(
  reply: FastifyReply,
  rangeHeader: string | undefined,
  media: MediaBody,
  cacheControl: string,
) {
  const { size } = media;
  const range = parseByteRange(rangeHeader, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', media.mimeType)
    .header('cache-control', cacheControl);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE', 'The requested byte range is outside the file.');
  }
  if (!range) return reply.header('content-length', size).send(await media.read());
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await media.read(range));
}
