import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byte-limit.js';
import { assertMediaKey, isMediaKey, type LocalMediaFile, type MediaStore } from './media-store.js';

/** Media files in a local directory (DATA_DIR/media), one file per key. */
export class LocalMediaStore implements MediaStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  get location(): string {
    return this.dir;
  }

  private pathOf(key: string): string {
    return join(this.dir, assertMediaKey(key));
  }

  async put(key: string, source: Readable, options: { maxBytes?: number } = {}): Promise<number> {
    const path = this.pathOf(key);
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const limit = byteLimit(options.maxBytes);
    try {
      await pipeline(source, limit.stream, createWriteStream(path, { flags: 'wx' }));
      return limit.written();
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    // Opened before answering, so a missing file fails here rather than halfway through a reply.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async size(key: string): Promise<number> {
    return (await stat(this.pathOf(key))).size;
  }

  /** The stored file itself: nothing to copy, nothing to release. */
  async localCopy(key: string): Promise<LocalMediaFile> {
    return { path: this.pathOf(key), release: async () => {} };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Regular files named like keys; anything else put in the directory by hand is not the store's. */
  async list(): Promise<string[]> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? [] : Promise.reject(error),
    );
    return entries.filter((entry) => entry.isFile() && isMediaKey(entry.name)).map((entry) => entry.name);
  }

  async stat(key: string): Promise<{ size: number; modifiedMs: number } | undefined> {
    const info = await stat(this.pathOf(key)).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? undefined : Promise.reject(error),
    );
    return info && { size: info.size, modifiedMs: info.mtimeMs };
  }
}
