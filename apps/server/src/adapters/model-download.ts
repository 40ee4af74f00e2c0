import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, statSync, unlinkSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { httpGet } from './http-get.js';

/** A download or install that failed; its message is one line that says why and what to do. */
export class ModelInstallError extends Error {}

export interface DownloadTarget {
  url: string;
  /** The pinned size: a partial file of this size is complete, a larger one is discarded. */
  bytes: number;
}

export interface DownloadOptions {
  /** Bytes on disk so far and the total, after each piece written. */
  onProgress?(done: number, total: number): void;
  /** Pauses between attempts that made progress before failing; tests pass 0. */
  retryDelayMs?: number;
  signal?: AbortSignal;
}

const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** The error's innermost cause, as people know it from curl: "connect ECONNREFUSED 127.0.0.1:9". */
function reason(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

/**
 * Fetches `target.url` into `partial`, continuing from what a cut left there (an HTTP Range request; a
 * server that ignores it sends the whole file again, which replaces the partial one). An attempt cut
 * after receiving bytes is retried from the new offset; one that receives nothing fails at once, so a
 * machine without a network hears so in seconds. A file whose size differs from the pin is removed.
 */
export async function downloadResuming(
  target: DownloadTarget,
  partial: string,
  options: DownloadOptions = {},
): Promise<void> {
  if (size(partial) > target.bytes) unlinkSync(partial);
  for (;;) {
    const offset = size(partial);
    if (offset === target.bytes) return;
    const attempt = await fetchFrom(target, partial, offset, options);
    if (attempt.ended && size(partial) !== target.bytes) {
      const got = size(partial);
      unlinkSync(partial);
      throw new ModelInstallError(
        `${target.url} sent ${got} bytes, not the pinned ${target.bytes}; nothing was installed`,
      );
    }
    if (!attempt.ended) await new Promise((r) => setTimeout(r, options.retryDelayMs ?? 2000));
  }
}

/**
 * One request from `offset`. `ended`: the response ended normally (the file is whole or wrong); false
 * when it was cut after some bytes (resumable). Throws when nothing could be received.
 */
async function fetchFrom(
  target: DownloadTarget,
  partial: string,
  offset: number,
  options: DownloadOptions,
): Promise<{ ended: boolean }> {
  let response: IncomingMessage;
  try {
    response = await httpGet(target.url, {
      headers: offset > 0 ? { range: `bytes=${offset}-` } : {},
      signal: options.signal,
    });
  } catch (error) {
    throw new ModelInstallError(`cannot reach ${target.url}: ${reason(error)}`);
  }
  const status = response.statusCode ?? 0;
  if (status !== 200 && status !== 206) response.resume();
  if (status === 416) {
    unlinkSync(partial); // the server's file ends before the pinned size
    throw new ModelInstallError(
      `${target.url} is smaller than the pinned ${target.bytes} bytes; nothing was installed`,
    );
  }
  if (status !== 200 && status !== 206) {
    throw new ModelInstallError(`${target.url} answered HTTP ${status}`);
  }
  const append = status === 206 && offset > 0;
  const start = append ? offset : 0;
  let written = start;
  // Every piece goes to the file as it arrives, never held back (pausing would leave it in the response's
  // buffer, which a cut connection discards): a cut keeps every byte received for the resume.
  const file = createWriteStream(partial, { flags: append ? 'a' : 'w' });
  file.on('error', (error) => response.destroy(error)); // the disk's error ends the attempt, and says why
  const failure = await new Promise<Error | undefined>((resolve) => {
    response.on('data', (chunk: Buffer) => {
      file.write(chunk);
      written += chunk.length;
      options.onProgress?.(written, target.bytes);
    });
    response.on('end', () => resolve(undefined));
    response.on('error', resolve);
  });
  await new Promise<void>((resolve, reject) =>
    file.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  if (!failure) return { ended: true };
  if (options.signal?.aborted || written === start) {
    throw new ModelInstallError(`the download from ${target.url} failed: ${reason(failure)}`);
  }
  return { ended: false };
}

/** The file's SHA-256 in lower-case hex, read as a stream. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
