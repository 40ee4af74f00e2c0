import { FILE_TAGS_MAX, type ZBulkAction } from '@transcribe/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { tagsOfFiles } from '../../db/repositories/file-tags.js';
import { newestCompletedTranscriptOf } from '../../db/repositories/markdown-copies.js';
import { AppError } from '../../domain/app-error.js';
import { audioFor } from '../core/access.js';
import { markFile, writeFileTags } from '../library/file-marks.js';
import { deleteAudio, moveOrRenameFile } from '../library/library.js';
import { requestSpeakersRedo } from '../transcripts/transcript-redo.js';
import { requestTranscription } from '../transcripts/transcriptions.js';
import type { ExportZip } from './export-zip.js';

export type BulkOperation = z.infer<typeof ZBulkAction>;

/** Where an export's files go while the work runs. */
export interface BulkOutput {
  zip?: ExportZip;
}

async function newestTranscript(ctx: AppContext, userId: number, audioId: number): Promise<number> {
  await audioFor(ctx, userId, audioId, 'read');
  const id = await newestCompletedTranscriptOf(ctx.db, audioId);
  if (id === undefined)
    throw new AppError('TRANSCRIPT_NOT_READY', 'This file has no finished transcript yet.');
  return id;
}

async function retag(ctx: AppContext, userId: number, audioId: number, change: (ids: number[]) => number[]) {
  const audio = await audioFor(ctx, userId, audioId, 'write');
  const current = ((await tagsOfFiles(ctx.db, [audioId])).get(audioId) ?? []).map((tag) => tag.id);
  const next = change(current);
  if (next.length > FILE_TAGS_MAX)
    throw new AppError('VALIDATION_FAILED', `A file bears at most ${FILE_TAGS_MAX} tags.`);
  if (next.join() !== current.join()) await writeFileTags(ctx, userId, audio, next);
}

/**
 * Does the operation to one file, as its single call would (the same access rules and limits); throws what
 * that call would answer.
 */
export async function applyToFile(
  ctx: AppContext,
  userId: number,
  audioId: number,
  operation: BulkOperation,
  output: BulkOutput,
): Promise<void> {
  switch (operation.action) {
    case 'tag':
      return retag(ctx, userId, audioId, (ids) => [
        ...ids,
        ...operation.tag_ids.filter((id) => !ids.includes(id)),
      ]);
    case 'untag':
      return retag(ctx, userId, audioId, (ids) => ids.filter((id) => !operation.tag_ids.includes(id)));
    case 'star':
    case 'unstar':
      await markFile(ctx, userId, audioId, { starred: operation.action === 'star' });
      return;
    case 'archive':
    case 'restore':
      await markFile(ctx, userId, audioId, { archived: operation.action === 'archive' });
      return;
    case 'move':
      await moveOrRenameFile(ctx, userId, audioId, { folderId: operation.folder_id });
      return;
    case 'transcribe': {
      const { action: _action, ...options } = operation;
      await requestTranscription(ctx, userId, audioId, options);
      return;
    }
    case 'redo_speakers':
      await requestSpeakersRedo(ctx, userId, await newestTranscript(ctx, userId, audioId), operation);
      return;
    case 'export':
      await output.zip?.add(await newestTranscript(ctx, userId, audioId));
      return;
    case 'delete':
      await deleteAudio(ctx, userId, audioId);
      return;
  }
}
