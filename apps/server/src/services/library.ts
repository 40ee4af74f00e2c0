import type { TAudioItem } from '@transcribe/contract';
import type { AppContext } from '../app-context.js';
import {
  deleteAudioRow,
  findAudio,
  listAudioWithTranscripts,
  updateAudio,
} from '../db/repositories/audio.js';
import { findFolder } from '../db/repositories/folders.js';
import { transcriptsOfAudio } from '../db/repositories/transcripts.js';
import type { AudioRow } from '../db/schema.js';
import { notFound } from '../domain/app-error.js';
import { removeDeletedMedia } from './media-journal.js';
import { toAudioItem } from './views/audio-item.js';
import { toTranscriptListItem } from './views/transcript-list-item.js';

const audioNotFound = () => notFound('Audio file');

/** The user's audio row; 404 for a missing id and for another user's id alike. */
export async function ownedAudio(ctx: AppContext, userId: number, id: number): Promise<AudioRow> {
  const row = await findAudio(ctx.db, userId, id);
  if (!row) throw audioNotFound();
  return row;
}

export async function listAudioItems(
  ctx: AppContext,
  userId: number,
  folderId?: number,
): Promise<TAudioItem[]> {
  const rows = await listAudioWithTranscripts(ctx.db, userId, folderId);
  // Rows are the user's own, so only an empty list has to tell a folder that is not theirs from an empty one.
  if (rows.length === 0 && folderId !== undefined && !(await findFolder(ctx.db, userId, folderId))) {
    throw notFound('Folder');
  }
  return rows.map(({ audio, transcripts }) =>
    toAudioItem(
      audio,
      transcripts.map((t) => toTranscriptListItem(t, ctx.catalogue)),
    ),
  );
}

export async function getAudioItem(ctx: AppContext, userId: number, id: number): Promise<TAudioItem> {
  const row = await ownedAudio(ctx, userId, id);
  const transcripts = await transcriptsOfAudio(ctx.db, row.id);
  return toAudioItem(
    row,
    transcripts.map((t) => toTranscriptListItem(t, ctx.catalogue)),
  );
}

export async function moveOrRenameFile(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: { folderId?: number | undefined; fileName?: string | undefined },
): Promise<TAudioItem> {
  await ownedAudio(ctx, userId, id);
  if (changes.folderId !== undefined && !(await findFolder(ctx.db, userId, changes.folderId))) {
    throw notFound('Folder');
  }
  await updateAudio(ctx.db, id, {
    ...(changes.folderId !== undefined ? { folder_id: changes.folderId } : {}),
    ...(changes.fileName !== undefined ? { file_name: changes.fileName } : {}),
  });
  return getAudioItem(ctx, userId, id);
}

/**
 * Removes the row with its transcripts and jobs (a running job notices at its next heartbeat and stops,
 * discarding its partial work), then the stored media (journaled with the row's deletion, see media-journal).
 */
export async function deleteAudio(ctx: AppContext, userId: number, id: number): Promise<string> {
  const row = await ownedAudio(ctx, userId, id);
  await deleteAudioRow(ctx.db, row.id);
  await removeDeletedMedia(ctx, [row.storage_key]);
  return row.file_name;
}
