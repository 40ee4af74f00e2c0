import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../domain/app-error.js';
import { MediaTooLargeError } from '../../storage/media-store.js';
import { beginUpload, discardUpload } from '../core/media-journal.js';

export const uploadTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the upload limit of ${formatBytes(maxBytes)}.`);

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(2)} GB` : `${+(bytes / 1024 ** 2).toFixed(2)} MB`;

/**
 * Streams one uploaded file into the media store under a new server-generated key, hashing it on the way
 * (SHA-256, hex: the same file uploaded again is known by it).
 */
export async function storeUploadedFile(
  ctx: AppContext,
  file: Readable,
): Promise<{ key: string; size: number; sha256: string }> {
  const key = randomUUID();
  // Journaled before the first byte, so a process killed mid-upload leaves a file the journal accounts for.
  await beginUpload(ctx, key);
  try {
    const hash = createHash('sha256');
    const hashed = new PassThrough({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // As one stream: the store stopping at the limit stops the upload too, and an upload's error reaches the store.
    const size = await ctx.media.put(
      key,
      pipeline(file, hashed, () => {}),
      {
        maxBytes: ctx.config.maxUploadBytes,
      },
    );
    return { key, size, sha256: hash.digest('hex') };
  } catch (error) {
    await discardUpload(ctx, key);
    throw error instanceof MediaTooLargeError ? uploadTooLarge(ctx.config.maxUploadBytes) : error;
  }
}
