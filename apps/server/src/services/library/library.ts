import type { TAudioItem } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { deleteAudioRow, takeOverAudio, updateAudio } from '../../db/repositories/audio.js';
import { listAudioWithTranscripts } from '../../db/repositories/audio-list.js';
import { countMatchingAudio } from '../../db/repositories/audio-list-matching.js';
import { starredAmong } from '../../db/repositories/audio-stars.js';
import { openCommentCounts } from '../../db/repositories/comments.js';
import { dropTagsOutsideScope, tagsOfFiles } from '../../db/repositories/file-tags.js';
import type { TagScope } from '../../db/repositories/tags.js';
import { audioFor, folderFor } from '../core/access.js';
import { getAudioItem } from '../core/audio-item.js';
import { decodeListCursor, encodeListCursor } from '../core/list-cursor.js';
import { queueMarkdownCopyOfFile } from '../core/markdown-copies.js';
import { removeDeletedMedia } from '../core/media-journal.js';
import { toAudioItem } from '../views/audio-item.js';
import { toTranscriptListItem } from '../views/transcript-list-item.js';
import { type FileListView, listFilters, listSort } from './file-list-view.js';

/**
 * Recent Files (the user's own) or one folder's files that pass the view's filters (none: every file not
 * archived), in its sort (newest first by default): all of them without `limit` (as the list always
 * answered), else one page after `cursor`, with the cursor of the next (null at the end).
 */
export async function listAudioItems(
  ctx: AppContext,
  userId: number,
  query: {
    folderId?: number | undefined;
    limit?: number | undefined;
    cursor?: string | undefined;
    view?: FileListView | undefined;
  },
): Promise<{ items: TAudioItem[]; nextCursor: string | null }> {
  const { folderId, limit, cursor, view = {} } = query;
  const sort = listSort(view);
  const after = cursor === undefined ? undefined : decodeListCursor(cursor, sort);
  const role =
    folderId === undefined ? 'owner' : (await folderFor(ctx, userId, folderId, 'read')).access.role;
  const scope = folderId === undefined ? { userId } : { folderId };
  // One file more than asked tells whether another page follows.
  const rows = await listAudioWithTranscripts(
    ctx.db,
    scope,
    { limit: limit === undefined ? undefined : limit + 1, after, sort },
    listFilters(userId, view),
  );
  const more = limit !== undefined && rows.length > limit;
  if (more) rows.length = limit;
  const ids = rows.map((row) => row.audio.id);
  const [comments, tags, starred] = await Promise.all([
    openCommentCounts(ctx.db, ids),
    tagsOfFiles(ctx.db, ids),
    starredAmong(ctx.db, userId, ids),
  ]);
  const items = rows.map(({ audio, transcripts }) =>
    toAudioItem(audio, {
      transcripts: transcripts.map((t) => toTranscriptListItem(t, ctx.catalogue)),
      openComments: comments.get(audio.id) ?? 0,
      role,
      tags: tags.get(audio.id),
      starred: starred.has(audio.id),
    }),
  );
  const last = rows.at(-1);
  return {
    items,
    nextCursor: more && last ? encodeListCursor(sort, { key: last.sortKey, id: last.audio.id }) : null,
  };
}

/** How many files Recent Files or the folder shows with the view's filters (the caller may read the folder). */
export async function countAudioItems(
  ctx: AppContext,
  userId: number,
  query: { folderId?: number | undefined; view: FileListView },
): Promise<number> {
  const { folderId, view } = query;
  if (folderId !== undefined) await folderFor(ctx, userId, folderId, 'read');
  const scope = folderId === undefined ? { userId } : { folderId };
  return countMatchingAudio(ctx.db, scope, listFilters(userId, view));
}

export async function moveOrRenameFile(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: { folderId?: number | undefined; fileName?: string | undefined },
): Promise<TAudioItem> {
  const audio = await audioFor(ctx, userId, id, 'write');
  let place: TagScope | undefined;
  if (changes.folderId !== undefined) {
    const folder = await folderFor(ctx, userId, changes.folderId, 'write');
    const workspaceId = folder.access.workspace_id;
    // A file moved into the mover's own folders becomes theirs (it may have been another member's upload).
    if (workspaceId === null && audio.user_id !== userId) await takeOverAudio(ctx.db, [id], userId);
    place = workspaceId === null ? { userId } : { workspaceId };
  }
  await updateAudio(ctx.db, id, {
    ...(changes.folderId !== undefined ? { folder_id: changes.folderId } : {}),
    ...(changes.fileName !== undefined ? { file_name: changes.fileName } : {}),
  });
  // Tags belong to a place: a file moved between someone's own folders and a workspace loses the old place's.
  if (place) await dropTagsOutsideScope(ctx.db, id, place);
  await queueMarkdownCopyOfFile(ctx.db, ctx.queue, id);
  return getAudioItem(ctx, userId, id);
}

/**
 * Removes the row with its transcripts and jobs (a running job notices at its next heartbeat and stops,
 * discarding its partial work), then the stored media (journaled with the row's deletion, see media-journal).
 */
export async function deleteAudio(ctx: AppContext, userId: number, id: number): Promise<string> {
  const row = await audioFor(ctx, userId, id, 'write');
  await deleteAudioRow(ctx.db, row.id);
  await removeDeletedMedia(ctx, [row.storage_key]);
  return row.file_name;
}
