import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/database.js';
import { transcribingAmong } from '../db/repositories/housekeeping.js';
import { SETTLED_MS } from './media-journal.js';

/** Where workers keep a transcription's work files: `DATA_DIR/tmp/transcript-<id>-<uuid>`. */
const workDir = (dataDir: string) => join(dataDir, 'tmp');

/**
 * Work folders of transcripts no worker is transcribing (a killed worker's), untouched for an hour: a job
 * just starting may not have marked its transcript yet.
 */
export async function abandonedWorkFolders(db: Db, dataDir: string, now: number): Promise<string[]> {
  const dir = workDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const folders: { name: string; id: number }[] = [];
  for (const name of names) {
    const id = /^transcript-(\d+)-/.exec(name)?.[1];
    const info = id ? await stat(join(dir, name)).catch(() => undefined) : undefined;
    if (info && now - info.mtimeMs >= SETTLED_MS) folders.push({ name, id: Number(id) });
  }
  const running = await transcribingAmong(
    db,
    folders.map((f) => f.id),
  );
  return folders.filter((f) => !running.has(f.id)).map((f) => f.name);
}

export async function removeWorkFolders(dataDir: string, names: string[]): Promise<void> {
  for (const name of names) await rm(join(workDir(dataDir), name), { recursive: true, force: true });
}
