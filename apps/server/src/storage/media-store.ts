import type { Readable } from 'node:stream';

/** Where uploaded media lives. Keys are server-generated; nothing from the client becomes a path. */
export interface MediaStore {
  /** Where the media is, for people reading a log or fsck's report (a folder, or s3://bucket/prefix). */
  readonly location: string;
  /** Writes the whole stream under `key`; returns the bytes written. Leaves nothing behind on failure. */
  put(key: string, source: Readable, options?: { maxBytes?: number }): Promise<number>;
  /** Bytes `start` to `end` inclusive (the whole file without them). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number>;
  /**
   * The file on this machine for tools like ffprobe/ffmpeg that need a path: the stored file itself, or a
   * copy downloaded into a new folder inside `under` (default the store's scratch folder). The path holds
   * until `release()`, which removes any copy; call it whatever happens.
   */
  localCopy(key: string, options?: { under?: string }): Promise<LocalMediaFile>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key the store holds a file under. */
  list(): Promise<string[]>;
  /** The file's size and when it was last written; undefined when there is none. */
  stat(key: string): Promise<{ size: number; modifiedMs: number } | undefined>;
  /** Lets go of connections, when the store holds any. */
  close?(): void;
}

export interface LocalMediaFile {
  path: string;
  release(): Promise<void>;
}

/** Runs `use` with a local path of the stored file, released afterwards even when `use` fails. */
export async function withLocalMedia<T>(
  media: MediaStore,
  key: string,
  use: (path: string) => Promise<T>,
  options?: { under?: string },
): Promise<T> {
  const file = await media.localCopy(key, options);
  try {
    return await use(file.path);
  } finally {
    await file.release();
  }
}

/** What a server-generated key looks like: a UUID-like name, an optional short extension. */
const MEDIA_KEY = /^[A-Za-z0-9_-]{8,128}(\.[a-z0-9]{1,8})?$/;

export const isMediaKey = (key: string) => MEDIA_KEY.test(key);

export function assertMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${key}`);
  return key;
}

export class MediaTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload exceeds ${maxBytes} bytes`);
  }
}
