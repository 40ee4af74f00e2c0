import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';

/** An unfinished resumable upload is kept this long after it began, then housekeeping removes it. */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 3600_000;

/**
 * Where tus uploads grow until they are whole: `DATA_DIR/uploads/<id>` and its `<id>.json` (size, offset,
 * metadata), on disk so an upload survives a restart of the API process. A finished one moves into the
 * media store as an audio item and leaves here.
 */
export function createResumableStore(dataDir: string): FileStore {
  return new FileStore({
    directory: join(dataDir, 'uploads'),
    expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS,
  });
}

/** What is kept of a finished upload for a day: whose it was, its size and the audio item it became. */
export interface FinishedUpload {
  owner: string;
  size: number;
  audioId: number;
}

/** Beside the uploads, not among them: tus lists that folder's files as uploads. */
const finishedDir = (dataDir: string) => join(dataDir, 'uploads-finished');
const finishedPath = (dataDir: string, id: string) => join(finishedDir(dataDir), `${id}.json`);
const UPLOAD_ID = /^[0-9A-Za-z_-]{1,128}$/;

export async function recordFinishedUpload(
  dataDir: string,
  id: string,
  finished: FinishedUpload,
): Promise<void> {
  await mkdir(finishedDir(dataDir), { recursive: true });
  await writeFile(finishedPath(dataDir, id), JSON.stringify(finished));
}

export async function readFinishedUpload(dataDir: string, id: string): Promise<FinishedUpload | undefined> {
  if (!UPLOAD_ID.test(id)) return undefined;
  try {
    return JSON.parse(await readFile(finishedPath(dataDir, id), 'utf8')) as FinishedUpload;
  } catch {
    return undefined;
  }
}

/** Removes the records of uploads finished more than RESUMABLE_UPLOAD_EXPIRY_MS ago; resolves to how many. */
export async function removeOldFinishedUploads(dataDir: string, now: number): Promise<number> {
  const dir = finishedDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs >= RESUMABLE_UPLOAD_EXPIRY_MS) {
      await rm(join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
