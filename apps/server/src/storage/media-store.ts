import type { Readable } from 'node:stream';

/** Where uploaded media lives. Keys are server-generated; nothing from the client becomes a path. */
export interface MediaStore {
  /** Writes the whole stream under `key`; returns the bytes written. Leaves nothing behind on failure. */
  put(key: string, source: Readable, options?: { maxBytes?: number }): Promise<number>;
  /** Bytes `start` to `end` inclusive (the whole file without them). */
  read(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number>;
  /** A local file path for tools like ffprobe/ffmpeg that need one. */
  localPath(key: string): string;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key the store holds a file under. */
  list(): Promise<string[]>;
  /** The file's size and when it was last written; undefined when there is none. */
  stat(key: string): Promise<{ size: number; modifiedMs: number } | undefined>;
}

export class MediaTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload exceeds ${maxBytes} bytes`);
  }
}
