import { createReadStream } from 'node:fs';
import type { AppContext } from '../../app-context.js';
import { accountStanding } from '../../db/repositories/users.js';
import {
  claimWatchedImport,
  findWatchedImport,
  finishWatchedImport,
  noteWatchedImportAudio,
  releaseWatchedImport,
  takeOverWatchedImport,
} from '../../db/repositories/watched-imports.js';
import type { WatchedImportRow } from '../../db/schema.js';
import { AppError } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';
import {
  hashFile,
  moveToDone,
  moveToFailed,
  unchangedSince,
  type WatchedFile,
} from '../../storage/watched-folder-files.js';
import { deleteAudio } from '../library/library.js';
import { requestTranscription } from '../transcripts/transcriptions.js';
import { registerUpload, storeUploadedFile } from '../uploads/uploads.js';
import type { WatchedFolder } from './watched-folder-setup.js';

/** A claim older than this whose worker never finished (killed mid-import) may be taken over. */
export const CLAIM_STALE_MS = 15 * 60_000;

export type WatchedImportOutcome =
  | { kind: 'imported'; audioId: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'duplicate'; reason: string }
  /** Another worker is importing the same content, or the file changed: look again at the next poll. */
  | { kind: 'busy' }
  /** Something other than the file went wrong (the database, the disk): the file stays for the next poll. */
  | { kind: 'retry'; error: unknown };

/**
 * Imports one file of a watched folder, once: its SHA-256 claims the content for the user (the claim's
 * unique key decides among workers), then the file takes the upload's path (media journal, probe, limits,
 * the mapping's transcription with the plan's count) and moves to done/. A file that cannot be imported
 * moves to failed/ with the reason beside it, and its claim goes, so the same content may be tried again.
 */
export async function importWatchedFile(
  ctx: AppContext,
  folder: WatchedFolder,
  file: WatchedFile,
  workerId: string,
  log: Logger,
): Promise<WatchedImportOutcome> {
  const sha256 = await hashFile(file.path);
  const refused = await accountRefusal(ctx, folder);
  if (refused) {
    await moveToFailed(file, failureText(refused, folder, sha256));
    return { kind: 'failed', reason: refused };
  }
  const claimed = await claimContent(ctx, folder, file, sha256, workerId);
  if (!('id' in claimed)) return claimed;
  let audioId: number | undefined;
  try {
    const stored = await storeUploadedFile(ctx, createReadStream(file.path));
    // The claim above already decided this content is new to the watched folder: an upload of it is kept.
    const fields: Record<string, string> = { keep_duplicate: 'true' };
    if (folder.folderId) fields.folder_id = String(folder.folderId);
    audioId = (await registerUpload(ctx, folder.userId, { ...stored, fileName: file.name, fields }, log)).item
      .audio_id;
    await noteWatchedImportAudio(ctx.db, claimed.id, audioId);
    if (folder.transcription) await requestTranscription(ctx, folder.userId, audioId, folder.transcription);
  } catch (error) {
    // Nothing half-made stays: the file item without its transcription goes too.
    if (audioId !== undefined) await deleteAudio(ctx, folder.userId, audioId).catch(() => {});
    if (!(error instanceof AppError)) {
      await releaseWatchedImport(ctx.db, claimed.id);
      return { kind: 'retry', error };
    }
    await moveToFailed(file, failureText(error.message, folder, sha256));
    await releaseWatchedImport(ctx.db, claimed.id);
    return { kind: 'failed', reason: error.message };
  }
  // Moved before the claim is marked done: a worker that finds the content imported knows this file is gone.
  await moveToDone(file).catch((error: unknown) =>
    log.error({ err: error, file: file.path }, 'watched folders: imported, but could not move to done/'),
  );
  await finishWatchedImport(ctx.db, claimed.id, new Date().toISOString());
  return { kind: 'imported', audioId };
}

/** The claim of this content for the user: a new one, a stale one taken over, or why there is none. */
async function claimContent(
  ctx: AppContext,
  folder: WatchedFolder,
  file: WatchedFile,
  sha256: string,
  workerId: string,
): Promise<WatchedImportRow | WatchedImportOutcome> {
  const now = new Date().toISOString();
  const claim = { userId: folder.userId, sha256, fileName: file.name, claimedBy: workerId, now };
  const row = await claimWatchedImport(ctx.db, claim);
  if (row) return row;
  const existing = await findWatchedImport(ctx.db, folder.userId, sha256);
  // Gone between the two reads: its import failed and the file went to failed/. Look again next time.
  if (!existing) return { kind: 'busy' };
  if (existing.status === 'imported') return refuseDuplicate(file, existing, folder, sha256);
  if (Date.now() - Date.parse(existing.claimed_at) < CLAIM_STALE_MS) return { kind: 'busy' };
  if (!(await takeOverWatchedImport(ctx.db, existing, workerId, now))) return { kind: 'busy' };
  if (existing.audio_id === null) return { ...existing, claimed_by: workerId, claimed_at: now };
  // The killed worker got as far as the file item: the content is imported.
  await finishWatchedImport(ctx.db, existing.id, now);
  return refuseDuplicate(file, existing, folder, sha256);
}

async function refuseDuplicate(
  file: WatchedFile,
  earlier: WatchedImportRow,
  folder: WatchedFolder,
  sha256: string,
): Promise<WatchedImportOutcome> {
  // A file changed (or replaced) since it was hashed is not the duplicate: look at it again next time.
  if (!(await unchangedSince(file))) return { kind: 'busy' };
  const when = (earlier.imported_at ?? earlier.claimed_at).slice(0, 10);
  const reason = `Already imported: the same content was imported as "${earlier.file_name}" on ${when}.`;
  await moveToFailed(file, failureText(reason, folder, sha256));
  return { kind: 'duplicate', reason };
}

/** Why the mapping's account cannot take files any more (deleted or disabled since start-up), if so. */
async function accountRefusal(ctx: AppContext, folder: WatchedFolder): Promise<string | undefined> {
  const standing = await accountStanding(ctx.db, folder.userId);
  if (!standing) return `Unknown user: no account has the address ${folder.email} any more.`;
  if (standing.disabled_at) return `The account ${folder.email} is disabled.`;
  return undefined;
}

/** What `<name>.reason.txt` says: why, then for whom and which content. */
const failureText = (reason: string, folder: WatchedFolder, sha256: string) =>
  `${reason}\n\nAccount: ${folder.email}\nSHA-256: ${sha256}\nAt: ${new Date().toISOString()}`;
