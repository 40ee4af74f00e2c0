import { type TBulkFailure, ZBulkAction } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { findBulkJob, recordBulkProgress } from '../../db/repositories/bulk-jobs.js';
import type { BulkJobRow } from '../../db/schema.js';
import { AppError } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';
import type { GenericJob, GenericJobOptions } from '../../jobs/job-queue.js';
import { audioFor } from '../core/access.js';
import { applyToFile, type BulkOutput } from './bulk-actions.js';
import { bulkZipPath, ExportZip } from './export-zip.js';

export const BULK_JOB = 'bulk-work';

/** How often running work records its progress. */
const PROGRESS_EVERY_MS = 300;
export type BulkJobData = { bulkId: number };

/**
 * A worker that dies mid-way leaves the work to another attempt, which goes on after the last file recorded
 * (the files of its last fraction of a second are done again; an export starts its zip again).
 */
export const BULK_JOB_OPTIONS: GenericJobOptions = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireSeconds: 3600,
};

/** Why one file failed, in the words its single call would have answered; its name only if the user sees it. */
async function failureOf(
  ctx: AppContext,
  userId: number,
  audioId: number,
  error: unknown,
  log: Logger,
): Promise<TBulkFailure> {
  const name = await audioFor(ctx, userId, audioId, 'read').then(
    (audio) => audio.file_name,
    () => '',
  );
  if (error instanceof AppError)
    return { audio_id: audioId, file_name: name, code: error.code, message: error.message };
  log.error({ err: error, audioId }, 'bulk work failed on a file');
  return {
    audio_id: audioId,
    file_name: name,
    code: 'INTERNAL',
    message: 'Something went wrong with this file.',
  };
}

/**
 * Does bulk work file by file, recording after each how far it got and what failed, and stopping when it was
 * cancelled (the record refuses a write then). An export's zip is kept once complete; a cancelled one goes.
 */
export function runBulkJob(ctx: AppContext, log: Logger) {
  const work = workOn(ctx, log);
  return async (job: GenericJob<BulkJobData>): Promise<void> => {
    const row = await findBulkJob(ctx.db, job.data.bulkId);
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
    try {
      await work(row);
    } catch (error) {
      // Its last attempt gone, the work says it failed (a retry would go on from where it stopped).
      if (job.lastAttempt) {
        const latest = (await findBulkJob(ctx.db, row.id)) ?? row;
        const failures = JSON.parse(latest.failures) as TBulkFailure[];
        await recordBulkProgress(ctx.db, row.id, { done: latest.done, failures, status: 'failed' });
      }
      throw error;
    }
  };
}

function workOn(ctx: AppContext, log: Logger) {
  return async (row: BulkJobRow): Promise<void> => {
    const operation = ZBulkAction.parse(JSON.parse(row.operation));
    const ids = JSON.parse(row.audio_ids) as number[];
    const output: BulkOutput = {};
    if (operation.action === 'export')
      output.zip = await ExportZip.create(ctx, row.user_id, bulkZipPath(row.id), operation);
    let done = output.zip ? 0 : row.done;
    const failures = output.zip ? [] : (JSON.parse(row.failures) as TBulkFailure[]);
    let going = await recordBulkProgress(ctx.db, row.id, { done, failures, status: 'running' });
    let recorded = Date.now();
    for (const audioId of ids.slice(done)) {
      if (!going) break;
      try {
        await applyToFile(ctx, row.user_id, audioId, operation, output);
      } catch (error) {
        failures.push(await failureOf(ctx, row.user_id, audioId, error, log));
      }
      done += 1;
      // Recorded (and a cancel noticed) at most every PROGRESS_EVERY_MS, not a write a file: a thousand
      // files that fail alike would rewrite a long list of failures a thousand times.
      if (Date.now() - recorded >= PROGRESS_EVERY_MS) {
        going = await recordBulkProgress(ctx.db, row.id, { done, failures });
        recorded = Date.now();
      }
    }
    if (!going) return void (await output.zip?.discard());
    const failed = failures.length === ids.length;
    if (output.zip) {
      if (failed) await output.zip.discard();
      else await output.zip.finish();
    }
    await recordBulkProgress(ctx.db, row.id, {
      done,
      failures,
      status: failed ? 'failed' : 'completed',
      ...(output.zip && !failed ? { resultPath: bulkZipPath(row.id) } : {}),
    });
    log.info({ bulkId: row.id, action: operation.action, done, failed: failures.length }, 'bulk work ended');
  };
}
