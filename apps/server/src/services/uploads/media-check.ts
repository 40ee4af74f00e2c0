import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { audioWithTranscriptsByKeys, deleteAudioRow } from '../../db/repositories/audio.js';
import { mediaClaims } from '../../db/repositories/media-journal.js';
import {
  isAbandonedUpload,
  type MediaDeps,
  removeAbandonedUpload,
  removeDeletedMedia,
} from '../core/media-journal.js';
import { abandonedWorkFolders, removeWorkFolders } from '../core/work-folders.js';

/** Where the database and the media store disagree, or crashed processes left work behind. */
export interface MediaCheckReport {
  /** Audio rows whose media file is missing. */
  missingFiles: { audioId: number; userId: number; fileName: string; key: string }[];
  /** Media files no audio row and no journal entry accounts for. */
  orphanFiles: string[];
  /** Files of deleted rows not removed yet (a delete was interrupted). */
  pendingDeletes: string[];
  /** Uploads whose process died (untouched for an hour): their files are to be removed. */
  abandonedUploads: string[];
  /** Uploads being written right now: not a difference. */
  uploadsInProgress: string[];
  /** Work folders of transcripts no worker runs any more. */
  abandonedWorkFolders: string[];
}

/** How many differences the report lists (uploads in progress are not one). */
export const differenceCount = (report: MediaCheckReport) =>
  report.missingFiles.length +
  report.orphanFiles.length +
  report.pendingDeletes.length +
  report.abandonedUploads.length +
  report.abandonedWorkFolders.length;

/**
 * Compares the media store with the database. Safe while servers run: the store is listed first, then rows
 * and journal entries are read in one statement, and every candidate is looked at again before it counts
 * (a file can appear after the listing only together with its journal entry, and a row's file goes only
 * after the row).
 */
export async function checkMedia(deps: MediaDeps, now = Date.now()): Promise<MediaCheckReport> {
  const files = new Set(await deps.media.list());
  const claims = await mediaClaims(deps.db);
  const claimed = new Set(claims.map((c) => c.storage_key));
  const rowKeys = claims.filter((c) => c.source === 'row').map((c) => c.storage_key);

  const orphanFiles: string[] = [];
  for (const key of files) {
    // Still there after the claims were read: a delete's file goes before its entry, so it is no one's.
    if (!claimed.has(key) && (await deps.media.stat(key))) orphanFiles.push(key);
  }
  const maybeMissing: string[] = [];
  for (const key of rowKeys) if (!files.has(key) && !(await deps.media.stat(key))) maybeMissing.push(key);
  // Read again after the files were looked at: a row deleted meanwhile had its file removed after it.
  const missingFiles = (await audioWithTranscriptsByKeys(deps.db, maybeMissing)).map(({ audio }) => ({
    audioId: audio.id,
    userId: audio.user_id,
    fileName: audio.file_name,
    key: audio.storage_key,
  }));

  const abandonedUploads: string[] = [];
  const uploadsInProgress: string[] = [];
  for (const entry of claims) {
    if (entry.source !== 'upload') continue;
    const file = await deps.media.stat(entry.storage_key);
    const abandoned = isAbandonedUpload(entry, file?.modifiedMs, now);
    (abandoned ? abandonedUploads : uploadsInProgress).push(entry.storage_key);
  }
  return {
    missingFiles,
    orphanFiles,
    pendingDeletes: claims.filter((c) => c.source === 'delete').map((c) => c.storage_key),
    abandonedUploads,
    uploadsInProgress,
    abandonedWorkFolders: await abandonedWorkFolders(deps.db, deps.dataDir, now),
  };
}

export interface MediaRepairSummary {
  removedFiles: string[];
  removedWorkFolders: string[];
  removedRows: number[];
  /** The JSON file keeping the removed rows and their transcripts, when rows were removed. */
  savedRowsTo: string | undefined;
}

/**
 * Fixes what the report found. 'journal' finishes only what crashes left (interrupted deletes, abandoned
 * uploads, work folders): housekeeping does that on its own. 'all' (`npm run fsck -- --repair`) also removes
 * orphan files, and audio rows whose file is missing with their transcripts, after saving them to
 * DATA_DIR/fsck/. A file a row or journal entry points at is never removed.
 */
export async function repairMedia(
  deps: MediaDeps,
  report: MediaCheckReport,
  scope: 'journal' | 'all',
  now = new Date(),
): Promise<MediaRepairSummary> {
  const removedFiles = await removeDeletedMedia(deps, report.pendingDeletes);
  for (const key of report.abandonedUploads) {
    if (await removeAbandonedUpload(deps, key)) removedFiles.push(key);
  }
  await removeWorkFolders(deps.dataDir, report.abandonedWorkFolders);
  const summary = {
    removedFiles,
    removedWorkFolders: report.abandonedWorkFolders,
    removedRows: [] as number[],
    savedRowsTo: undefined as string | undefined,
  };
  if (scope === 'journal') return summary;

  const claimedNow = new Set((await mediaClaims(deps.db, report.orphanFiles)).map((c) => c.storage_key));
  for (const key of report.orphanFiles.filter((k) => !claimedNow.has(k))) {
    await deps.media.delete(key);
    removedFiles.push(key);
  }
  const stillMissing: string[] = [];
  for (const { key } of report.missingFiles) if (!(await deps.media.stat(key))) stillMissing.push(key);
  const rows = await audioWithTranscriptsByKeys(deps.db, stillMissing);
  if (rows.length === 0) return summary;
  const dir = join(deps.dataDir, 'fsck');
  // Transcript text: for the server's user only, whatever the umask.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  summary.savedRowsTo = join(dir, `removed-${now.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(summary.savedRowsTo, `${JSON.stringify(rows, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  for (const { audio } of rows) {
    await deleteAudioRow(deps.db, audio.id);
    summary.removedRows.push(audio.id);
  }
  await removeDeletedMedia(
    deps,
    rows.map(({ audio }) => audio.storage_key),
  );
  return summary;
}
