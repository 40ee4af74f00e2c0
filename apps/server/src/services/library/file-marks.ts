import type { TAudioItem } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Access } from '../../db/repositories/access.js';
import { updateAudio } from '../../db/repositories/audio.js';
import { setStar } from '../../db/repositories/audio-stars.js';
import { setFileTags } from '../../db/repositories/file-tags.js';
import { findTags } from '../../db/repositories/tags.js';
import type { AudioRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { audioFor } from '../core/access.js';
import { getAudioItem } from '../core/audio-item.js';
import { queueMarkdownCopyOfFile } from '../core/markdown-copies.js';
import { tagFor } from './tags.js';

/**
 * The file's tags become these, in this order (its editors set them). Each must be a tag of the file's place:
 * the workspace's for a workspace's file, the owner's own otherwise. A tag the caller cannot see is a 404,
 * one of theirs from another place a 400 TAG_NOT_FOR_FILE.
 */
export async function setTagsOfFile(
  ctx: AppContext,
  userId: number,
  audioId: number,
  tagIds: number[],
): Promise<TAudioItem> {
  await writeFileTags(ctx, userId, await audioFor(ctx, userId, audioId, 'write'), tagIds);
  return getAudioItem(ctx, userId, audioId);
}

/** As setTagsOfFile, for a file whose editor the caller was found to be. */
export async function writeFileTags(
  ctx: AppContext,
  userId: number,
  audio: AudioRow & { access: Access },
  tagIds: number[],
): Promise<void> {
  const found = new Map((await findTags(ctx.db, tagIds)).map((tag) => [tag.id, tag]));
  for (const id of tagIds) {
    const tag = found.get(id);
    if (!tag) throw notFound('Tag');
    const fits =
      audio.access.workspace_id === null
        ? tag.workspace_id === null && tag.user_id === audio.user_id
        : tag.workspace_id === audio.access.workspace_id;
    if (fits) continue;
    await tagFor(ctx, userId, id, 'read');
    throw new AppError(
      'TAG_NOT_FOR_FILE',
      "This tag belongs elsewhere: a workspace's files take the workspace's tags, your own files take yours.",
    );
  }
  await setFileTags(ctx.db, audio.id, tagIds);
  await queueMarkdownCopyOfFile(ctx.db, ctx.queue, audio.id);
}

/**
 * Stars or un-stars the file for the caller (anyone who sees it: stars are each user's own); archives or
 * restores it (its editors: it leaves or rejoins every default view for everyone who sees it).
 */
export async function markFile(
  ctx: AppContext,
  userId: number,
  audioId: number,
  marks: { starred?: boolean | undefined; archived?: boolean | undefined },
): Promise<TAudioItem> {
  const audio = await audioFor(ctx, userId, audioId, marks.archived === undefined ? 'read' : 'write');
  if (marks.starred !== undefined) await setStar(ctx.db, userId, audio.id, marks.starred);
  if (marks.archived !== undefined && marks.archived !== (audio.archived_at !== null))
    await updateAudio(ctx.db, audio.id, { archived_at: marks.archived ? new Date().toISOString() : null });
  return getAudioItem(ctx, userId, audio.id);
}
