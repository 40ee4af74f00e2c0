import type { TProducedBy, TSpeakerBlock } from '@transcribe/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../database.js';
import type { Database, TranscriptRow, TranscriptStatus } from '../schema.js';

const now = () => new Date().toISOString();

/** Statuses in which a worker may still write to a transcript, and its owner may cancel it. */
export const ACTIVE_STATUSES: TranscriptStatus[] = ['queued', 'transcribing'];
/** Statuses a retry starts again from: nothing was produced. */
export const RETRYABLE_STATUSES: TranscriptStatus[] = ['failed', 'cancelled'];

/** The job attempt a worker holds for a transcript: `token` is unique to that attempt on that worker. */
export interface JobLease {
  token: string;
}

/**
 * True while the lease is the transcript's. A worker's writes carry it, so once a job is cancelled (or the
 * transcript retried with a fresh job, or taken over by another worker) its late progress and results
 * cannot touch the transcript again.
 */
const leaseHeld = (lease: JobLease) => (eb: ExpressionBuilder<Database, 'transcripts'>) =>
  eb('transcripts.lease', '=', lease.token);

/**
 * Raises progress (never lowers it) and marks the transcript transcribing; also bumps updated_at so
 * watchers see a sign of life. False when the lease is gone and nothing was written.
 */
export async function recordProgress(
  db: Db,
  id: number,
  progress: number,
  lease: JobLease,
): Promise<boolean> {
  const result = await db
    .updateTable('transcripts')
    .set((eb) => ({
      status: 'transcribing',
      progress: eb.case().when('progress', '<', progress).then(progress).else(eb.ref('progress')).end(),
      updated_at: now(),
    }))
    .where('id', '=', id)
    .where('status', 'in', ACTIVE_STATUSES)
    .where(leaseHeld(lease))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the result; false, storing nothing, when the lease is gone (cancelled, retried or deleted). */
export async function completeTranscript(
  db: Db,
  id: number,
  result: { blocks: TSpeakerBlock[]; numSpeakers: number; producedBy?: TProducedBy },
  lease: JobLease,
): Promise<boolean> {
  const updated = await db
    .updateTable('transcripts')
    .set({
      status: 'completed',
      progress: 100,
      data: JSON.stringify(result.blocks),
      num_speakers: result.numSpeakers,
      produced_by: result.producedBy ? JSON.stringify(result.producedBy) : null,
      error_message: null,
      lease: null,
      updated_at: now(),
    })
    .where('id', '=', id)
    .where('status', 'in', ACTIVE_STATUSES)
    .where(leaseHeld(lease))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Marks a transcript failed unless it left the active statuses (a cancel wins over a late failure). */
export async function failTranscript(db: Db, id: number, message: string): Promise<boolean> {
  const result = await db
    .updateTable('transcripts')
    .set({ status: 'failed', error_message: message, lease: null, updated_at: now() })
    .where('id', '=', id)
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The owner's queued or running transcript, now cancelled; undefined when there is no such one. */
export function cancelTranscriptRow(db: Db, userId: number, id: number): Promise<TranscriptRow | undefined> {
  return db
    .updateTable('transcripts')
    .set({ status: 'cancelled', lease: null, updated_at: now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', ACTIVE_STATUSES)
    .returningAll()
    .executeTakeFirst();
}

/** The owner's failed or cancelled transcript, queued again from the start; undefined when there is none. */
export function requeueTranscriptRow(db: Db, userId: number, id: number): Promise<TranscriptRow | undefined> {
  return db
    .updateTable('transcripts')
    .set({
      status: 'queued',
      lease: null,
      job_ref: null,
      progress: 0,
      data: null,
      num_speakers: null,
      error_message: null,
      updated_at: now(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', RETRYABLE_STATUSES)
    .returningAll()
    .executeTakeFirst();
}
