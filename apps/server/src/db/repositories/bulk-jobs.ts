import type { TBulkFailure, TBulkStatus } from '@transcribe/contract';
import type { Db } from '../database.js';
import type { BulkJobRow, BulkJobsTable } from '../schema.js';

export async function insertBulkJob(
  db: Db,
  values: Pick<BulkJobsTable, 'user_id' | 'action' | 'operation' | 'audio_ids' | 'total'>,
): Promise<BulkJobRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('bulk_jobs')
    .values({ ...values, status: 'queued', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's bulk work of this id; undefined for anyone else's. */
export function findBulkJob(db: Db, id: number, userId?: number): Promise<BulkJobRow | undefined> {
  let query = db.selectFrom('bulk_jobs').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/**
 * How far the work got; with `status`, its new state. Written only while it is queued or running, so a
 * cancel (or an end) is never overwritten: answers false when it no longer is.
 */
export async function recordBulkProgress(
  db: Db,
  id: number,
  progress: { done: number; failures: TBulkFailure[]; status?: TBulkStatus; resultPath?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('bulk_jobs')
    .set({
      done: progress.done,
      failures: JSON.stringify(progress.failures),
      updated_at: new Date().toISOString(),
      ...(progress.status === undefined ? {} : { status: progress.status }),
      ...(progress.resultPath === undefined ? {} : { result_path: progress.resultPath }),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cancels the work if it has not ended; answers whether it did. */
export async function cancelBulkJob(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('bulk_jobs')
    .set({ status: 'cancelled', updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ended work whose zip is older than `before`, for housekeeping to remove. */
export function bulkResultsBefore(db: Db, before: string): Promise<Pick<BulkJobRow, 'id' | 'result_path'>[]> {
  return db
    .selectFrom('bulk_jobs')
    .select(['id', 'result_path'])
    .where('result_path', 'is not', null)
    .where('updated_at', '<', before)
    .execute();
}

export async function forgetBulkResult(db: Db, id: number): Promise<void> {
  await db.updateTable('bulk_jobs').set({ result_path: null }).where('id', '=', id).execute();
}
