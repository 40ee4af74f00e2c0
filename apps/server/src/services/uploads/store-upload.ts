import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../domain/app-error.js';
import { MediaTooLargeError } from '../../storage/media-store.js';
import { beginUpload, discardUpload } from '../core/media-journal.js';

export const uploadTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the upload limit of ${formatBytes(maxBytes)}.`);

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(2)} GB` : `${+(bytes / 1024 ** 2).toFixed(2)} MB`;

/** Streams one uploaded file into the media store under a new server-generated key. */
export async function storeUploadedFile(
  ctx: AppContext,
  file: Readable,
): Promise<{ key: string; size: number }> {
  const key = randomUUID();
  // Journaled before the first byte, so a process killed mid-upload leaves a file the journal accounts for.
  await beginUpload(ctx, key);
  try {
    return { key, size: await ctx.media.put(key, file, { maxBytes: ctx.config.maxUploadBytes }) };
  } catch (error) {
    await discardUpload(ctx, key);
    throw error instanceof MediaTooLargeError ? uploadTooLarge(ctx.config.maxUploadBytes) : error;
  }
}
