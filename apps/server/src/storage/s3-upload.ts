import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteLimit } from './byte-limit.js';
import { MediaTooLargeError } from './media-store.js';

export interface ObjectAddress {
  Bucket: string;
  Key: string;
}

/**
 * Streams `source` into one object, in parts of `partSize` (a few in flight; one PutObject when it fits in
 * one), failing with MediaTooLargeError past `maxBytes`. On any failure the multipart upload is aborted
 * and no object is left; resolves to the bytes written.
 */
export async function uploadObject(
  client: S3Client,
  target: ObjectAddress,
  source: Readable,
  options: { maxBytes?: number; partSize: number },
): Promise<number> {
  const limit = byteLimit(options.maxBytes);
  const upload = new Upload({
    client,
    params: { ...target, Body: limit.stream },
    partSize: options.partSize,
    queueSize: 2,
  });
  const feeding = pipeline(source, limit.stream);
  const uploading = upload.done();
  try {
    await Promise.all([feeding, uploading]);
    return limit.written();
  } catch (error) {
    // Stop both sides (the SDK aborts a multipart upload it began), then make sure no object is left.
    limit.stream.destroy();
    await upload.abort();
    await Promise.allSettled([feeding, uploading]);
    await client.send(new DeleteObjectCommand(target)).catch(() => {});
    const tooLarge = options.maxBytes !== undefined && limit.written() > options.maxBytes;
    throw tooLarge ? new MediaTooLargeError(options.maxBytes ?? 0) : error;
  }
}

/**
 * Runs `work` with an empty marker object at `marker`, written again every `refreshMs` and removed at the
 * end: an object still being uploaded has no object yet, and its marker's time tells other processes
 * (housekeeping, fsck) it is alive, as a local file's growing modification time does.
 */
export async function whileMarked<T>(
  client: S3Client,
  marker: ObjectAddress,
  refreshMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const mark = () =>
    client.send(new PutObjectCommand({ ...marker, Body: new Uint8Array(0), ContentLength: 0 }));
  await mark();
  const timer = setInterval(() => void mark().catch(() => {}), refreshMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await client.send(new DeleteObjectCommand(marker)).catch(() => {});
  }
}
