import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/database.js';
import { transcribingAmong } from '../../db/repositories/housekeeping.js';
import { SETTLED_MS } from './media-journal.js';

/** Where workers keep a transcription's work files: `DATA_DIR/tmp/transcript-<id>-<uuid>`. */
const workDir = (dataDir: string) => join(dataDir, 'tmp');

/**
 * A new, empty work folder for a transcription, after removing those of earlier attempts at it whose
 * worker died before it could clean up. The caller removes it when done, whatever happens.
 */
export async function newWorkFolder(dataDir: string, transcriptId: number): Promise<string> {
  const dir = workDir(dataDir);
  const prefix = `transcript-${transcriptId}-`;
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((n) => n.startsWith(prefix)).map((n) => rm(join(dir, n), { recursive: true, force: true })),
  );
  const folder = join(dir, `${prefix}${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  return folder;
}

/** A new, empty folder beside the work folders for a request's work files (`<label>-…`); the caller removes it. */
export async function newScratchFolder(dataDir: string, label: string): Promise<string> {
  await mkdir(workDir(dataDir), { recursive: true });
  return mkdtemp(join(workDir(dataDir), `${label}-`));
}

/** A scratch folder (voice, join, live draft) nothing has written to for this long was left by a killed process. */
const SCRATCH_IDLE_MS = 24 * 3600_000;

/** When anything in a scratch folder last changed (the folder's own time misses files appended to). */
async function lastWritten(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const times = await Promise.all(
    [folder, ...names.map((n) => join(folder, n))].map((p) =>
      stat(p).then(
        (i) => i.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(...times);
}

/**
 * Work folders of transcripts no worker is transcribing (a killed worker's), untouched for an hour: a job
 * just starting may not have marked its transcript yet; and scratch folders untouched for a day (a live
 * draft writes to its folder for as long as its recording goes on, at most the day an upload may last).
 */
export async function abandonedWorkFolders(db: Db, dataDir: string, now: number): Promise<string[]> {
  const dir = workDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const folders: { name: string; id: number }[] = [];
  const scratch: string[] = [];
  for (const name of names) {
    const id = /^transcript-(\d+)-/.exec(name)?.[1];
    if (!id) {
      if (now - (await lastWritten(join(dir, name))) >= SCRATCH_IDLE_MS) scratch.push(name);
      continue;
    }
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs >= SETTLED_MS) folders.push({ name, id: Number(id) });
  }
  const running = await transcribingAmong(
    db,
    folders.map((f) => f.id),
  );
  return [...folders.filter((f) => !running.has(f.id)).map((f) => f.name), ...scratch];
}

export async function removeWorkFolders(dataDir: string, names: string[]): Promise<void> {
  for (const name of names) await rm(join(workDir(dataDir), name), { recursive: true, force: true });
}
