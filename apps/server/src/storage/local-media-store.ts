import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type MediaStore, MediaTooLargeError } from './media-store.js';

const SAFE_KEY = /^[A-Za-z0-9_-]{8,128}(\.[a-z0-9]{1,8})?$/;

/** Media files in a local directory (DATA_DIR/media), one file per key. */
export class LocalMediaStore implements MediaStore {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  localPath(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid media key: ${key}`);
    return join(this.dir, key);
  }

  async put(
    key: string,
    source: NodeJS.ReadableStream,
    options: { maxBytes?: number } = {},
  ): Promise<number> {
    const path = this.localPath(key);
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    let written = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        if (options.maxBytes !== undefined && written > options.maxBytes) {
          callback(new MediaTooLargeError(options.maxBytes));
        } else {
          callback(null, chunk);
        }
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(path, { flags: 'wx' }));
      return written;
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }) {
    return createReadStream(this.localPath(key), range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number> {
    return (await stat(this.localPath(key))).size;
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  /** Regular files named like keys; anything else put in the directory by hand is not the store's. */
  async list(): Promise<string[]> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? [] : Promise.reject(error),
    );
    return entries.filter((entry) => entry.isFile() && SAFE_KEY.test(entry.name)).map((entry) => entry.name);
  }

  async stat(key: string): Promise<{ size: number; modifiedMs: number } | undefined> {
    const info = await stat(this.localPath(key)).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? undefined : Promise.reject(error),
    );
    return info && { size: info.size, modifiedMs: info.mtimeMs };
  }
}
