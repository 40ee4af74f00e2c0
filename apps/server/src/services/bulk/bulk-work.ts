import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { TBulkJob, ZBulkRequest } from '@transcribe/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { matchingAudioIds } from '../../db/repositories/audio-list-matching.js';
import { cancelBulkJob, findBulkJob, insertBulkJob } from '../../db/repositories/bulk-jobs.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { audioFor, folderFor } from '../core/access.js';
import { listFilters } from '../library/file-list-view.js';
import { tagFor } from '../library/tags.js';
import { toBulkJob } from '../views/bulk-job.js';
import { BULK_JOB, BULK_JOB_OPTIONS, type BulkJobData } from './bulk-job.js';

type BulkRequest = z.infer<typeof ZBulkRequest>;

/** The files the selection names, read now: those named, or those its list view shows less the exceptions. */
async function selectedFiles(ctx: AppContext, userId: number, selection: BulkRequest['selection']) {
  if ('audio_ids' in selection) {
    const ids = [...new Set(selection.audio_ids)];
    // Named files must be ones the caller sees: any other answers 404 for the whole work, as a missing one.
    for (const id of ids) await audioFor(ctx, userId, id, 'read');
    return ids;
  }
  const { folder_id: folderId, ...view } = selection.matching;
  if (folderId !== undefined) await folderFor(ctx, userId, folderId, 'read');
  const scope = folderId === undefined ? { userId } : { folderId };
  const except = new Set(selection.except_ids);
  return (await matchingAudioIds(ctx.db, scope, listFilters(userId, view))).filter((id) => !except.has(id));
}

/**
 * What a mistake in the request itself would make fail for every file is answered at once: a tag or a target
 * folder the caller may not use, a mode or language that does not exist.
 */
async function checkOperation(ctx: AppContext, userId: number, operation: BulkRequest['operation']) {
  if (operation.action === 'tag' || operation.action === 'untag')
    for (const id of operation.tag_ids) await tagFor(ctx, userId, id, 'read');
  if (operation.action === 'move') await folderFor(ctx, userId, operation.folder_id, 'write');
  if (operation.action === 'transcribe')
    ctx.catalogue.resolve(operation.audio_transcript_model_id, operation.audio_transcript_language_id);
}

/** Queues the work on the selected files; the worker does it, file by file (GET /bulk/{id} follows it). */
export async function startBulkWork(
  ctx: AppContext,
  userId: number,
  request: BulkRequest,
): Promise<TBulkJob> {
  await checkOperation(ctx, userId, request.operation);
  const ids = await selectedFiles(ctx, userId, request.selection);
  if (ids.length === 0) throw new AppError('VALIDATION_FAILED', 'No file matches the selection.');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertBulkJob(trx, {
      user_id: userId,
      action: request.operation.action,
      operation: JSON.stringify(request.operation),
      audio_ids: JSON.stringify(ids),
      total: ids.length,
    });
    await ctx.queue.sendJob<BulkJobData>(trx, BULK_JOB, { bulkId: inserted.id }, BULK_JOB_OPTIONS);
    return inserted;
  });
  return toBulkJob(row);
}

async function ownBulkJob(ctx: AppContext, userId: number, id: number) {
  const row = await findBulkJob(ctx.db, id, userId);
  if (!row) throw notFound('Bulk work');
  return row;
}

export async function getBulkWork(ctx: AppContext, userId: number, id: number): Promise<TBulkJob> {
  return toBulkJob(await ownBulkJob(ctx, userId, id));
}

/** Stops the work after the file in hand; what was done stays done. Ended work is answered as it is. */
export async function cancelBulkWork(ctx: AppContext, userId: number, id: number): Promise<TBulkJob> {
  await ownBulkJob(ctx, userId, id);
  await cancelBulkJob(ctx.db, id);
  return toBulkJob(await ownBulkJob(ctx, userId, id));
}

/** A completed export's zip, to stream. */
export async function bulkDownload(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<{ stream: Readable; fileName: string }> {
  const row = await ownBulkJob(ctx, userId, id);
  if (row.status !== 'completed' || row.result_path === null) throw notFound('Export');
  const stream = createReadStream(join(ctx.config.dataDir, row.result_path));
  const day = row.created_at.slice(0, 10);
  return { stream, fileName: `transcripts-${day}-${row.id}.zip` };
}
