import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import {
  dropJournalEntries,
  journalEntries,
  journaledDeletes,
  journalUpload,
  takeJournalEntry,
} from '../../db/repositories/media-journal.js';
import type { MediaStore } from '../../storage/media-store.js';

/**
 * The media journal keeps the database and the media store in step across crashes: every file in the store
 * is accounted for by an audio row or by a journal entry, at every moment.
 *
 * - An upload is journaled before its first byte is written, and its entry is taken in the transaction that
 *   inserts its audio row. A process killed mid-upload leaves a file with an 'upload' entry, never a row.
 * - Deleting an audio row (directly, with its folder or with its account) journals its key in the same
 *   transaction (a trigger, see migration 0010); the file is removed after the commit, then the entry. A
 *   process killed in between leaves 'delete' entries, never a row pointing at a missing file.
 *
 * Entries left behind are drained at start-up and by housekeeping (see `drainMediaJournal`).
 */
export interface MediaDeps {
  db: Db;
  media: MediaStore;
  dataDir: string;
}

export const mediaDeps = (ctx: AppContext): MediaDeps => ({
  db: ctx.db,
  media: ctx.media,
  dataDir: ctx.config.dataDir,
});

/**
 * An upload untouched this long (its entry written and its file last written at least an hour ago) is one
 * whose process died: a live upload writes its file as bytes arrive, and probing it afterwards takes minutes
 * at most. Work folders of transcripts no longer running are left this long too.
 */
export const SETTLED_MS = 60 * 60_000;

export function isAbandonedUpload(
  entry: { created_at: string },
  fileModifiedMs: number | undefined,
  now: number,
): boolean {
  const settled = (ms: number) => now - ms >= SETTLED_MS;
  return settled(Date.parse(entry.created_at)) && (fileModifiedMs === undefined || settled(fileModifiedMs));
}

export const beginUpload = (deps: Pick<MediaDeps, 'db'>, key: string) => journalUpload(deps.db, key);

/**
 * In the transaction that inserts the upload's audio row: takes its entry. Throws when the entry is gone
 * (the upload was judged abandoned and its file removed), so the row is never written.
 */
export async function finishUpload(trx: Db, key: string): Promise<void> {
  if (!(await takeJournalEntry(trx, key, 'upload'))) throw new Error(`upload ${key} was given up meanwhile`);
}

/** A refused or failed upload: its file goes first, then its entry. */
export async function discardUpload(deps: Pick<MediaDeps, 'db' | 'media'>, key: string): Promise<void> {
  await deps.media.delete(key);
  await dropJournalEntries(deps.db, [key]);
}

/**
 * A video file's web-playable copy and poster frame (issue 44), named after the file's key: a row's delete
 * journals them by trigger (migration 0049), and whoever removes the file's media finds them by these names.
 */
export function videoKeysOf(storageKey: string): { copy: string; poster: string } {
  const base = storageKey.replace(/\.[a-z0-9]+$/, '');
  return { copy: `${base}-copy.mp4`, poster: `${base}-poster.jpg` };
}

/**
 * After the transaction that deleted audio rows committed (journaling their keys): removes their files, then
 * the entries. Never throws: a file that cannot be removed keeps its entry for the next drain. Returns the
 * keys whose files are gone. A video's copy and poster, journaled with it, go too.
 */
export async function removeDeletedMedia(
  deps: Pick<MediaDeps, 'db' | 'media'>,
  keys: string[],
): Promise<string[]> {
  const companions = keys.flatMap((key) => Object.values(videoKeysOf(key)));
  const videoKeys = await journaledDeletes(deps.db, companions).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const key of [...keys, ...videoKeys.filter((key) => !keys.includes(key))]) {
    const gone = await deps.media.delete(key).then(
      () => true,
      () => false,
    );
    if (gone) removed.push(key);
  }
  // Entries not dropped now (the database gone for a moment) are drained at the next start or housekeeping.
  await dropJournalEntries(deps.db, removed).catch(() => {});
  return removed;
}

/**
 * Removes an abandoned upload's file while holding its entry (taken in a transaction), so an upload that was
 * only slow, finishing at the same moment, finds its entry gone and is refused instead of writing a row
 * for a removed file. False when the entry was taken by someone else.
 */
export async function removeAbandonedUpload(deps: Pick<MediaDeps, 'db' | 'media'>, key: string) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await takeJournalEntry(trx, key, 'upload'))) return false;
    await deps.media.delete(key);
    return true;
  });
}

/**
 * Finishes what crashed processes left in the journal: every interrupted delete, and the uploads
 * `abandoned` picks. Returns the keys whose files were removed.
 */
export async function drainMediaJournal(
  deps: Pick<MediaDeps, 'db' | 'media'>,
  abandoned: (entry: { created_at: string }, fileModifiedMs: number | undefined) => boolean,
): Promise<{ deletes: string[]; uploads: string[] }> {
  const entries = await journalEntries(deps.db);
  const deletes = await removeDeletedMedia(
    deps,
    entries.filter((e) => e.action === 'delete').map((e) => e.storage_key),
  );
  const uploads: string[] = [];
  for (const entry of entries.filter((e) => e.action === 'upload')) {
    const file = await deps.media.stat(entry.storage_key);
    if (abandoned(entry, file?.modifiedMs) && (await removeAbandonedUpload(deps, entry.storage_key)))
      uploads.push(entry.storage_key);
  }
  return { deletes, uploads };
}

/**
 * At an API process's start: drains the journal. On SQLite the server is one API process, so every upload
 * entry is a dead one (this process has not begun any yet). On PostgreSQL other API processes may be writing
 * theirs right now: only uploads untouched for an hour are taken as abandoned (housekeeping does the same
 * every 15 minutes).
 */
export function recoverMediaAtStart(ctx: AppContext, now = Date.now()) {
  const embedded = ctx.config.database.kind === 'sqlite';
  return drainMediaJournal(ctx, (entry, modifiedMs) => embedded || isAbandonedUpload(entry, modifiedMs, now));
}
