import type { TProducedBy, TSpeakerBlock } from '@transcribe/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../database.js';
import type { Database, TranscriptRow, TranscriptStatus } from '../schema.js';
import { keepingAudioReviewed } from './audio-reviewed.js';

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

/**
 * Stores the result (ending a redo) and the file's highest reviewed share with it; false, storing nothing, when
 * the lease is gone (cancelled, retried or deleted). Without `producedBy` (a redo of a part) what produced the
 * transcript stays as it was.
 */
export async function completeTranscript(
  db: Db,
  id: number,
  result: {
    blocks: TSpeakerBlock[];
    numSpeakers: number;
    producedBy?: TProducedBy;
    reviewedPercent: number;
    unsureShare: number | null;
    languageId?: number;
    modelId?: number;
  },
  lease: JobLease,
): Promise<boolean> {
  const updated = await keepingAudioReviewed(db, id, (trx) =>
    trx
      .updateTable('transcripts')
      .set({
        status: 'completed',
        progress: 100,
        data: JSON.stringify(result.blocks),
        num_speakers: result.numSpeakers,
        reviewed_percent: result.reviewedPercent,
        unsure_share: result.unsureShare,
        ...(result.producedBy && { produced_by: JSON.stringify(result.producedBy) }),
        ...(result.languageId !== undefined && { language_id: result.languageId }),
        ...(result.modelId !== undefined && { model_id: result.modelId }),
        error_message: null,
        redo: null,
        lease: null,
        updated_at: now(),
      })
      .where('id', '=', id)
      .where('status', 'in', ACTIVE_STATUSES)
      .where(leaseHeld(lease))
      .executeTakeFirst(),
  );
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Marks a transcript failed unless it left the active statuses (a cancel wins over a late failure); a
 * failed redo instead leaves the transcript completed as it was, with the message kept. Returns the
 * status it now has, undefined when it was no longer active.
 */
export async function failTranscript(
  db: Db,
  id: number,
  message: string,
): Promise<TranscriptStatus | undefined> {
  const row = await db
    .updateTable('transcripts')
    .set((eb) => ({
      status: eb
        .case()
        .when('redo', 'is', null)
        .then('failed')
        .else('completed')
        .end()
        .$castTo<TranscriptStatus>(),
      progress: eb.case().when('redo', 'is', null).then(eb.ref('progress')).else(100).end(),
      error_message: message,
      redo: null,
      lease: null,
      updated_at: now(),
    }))
    .where('id', '=', id)
    .where('status', 'in', ACTIVE_STATUSES)
    .returning('status')
    .executeTakeFirst();
  return row?.status;
}

/**
 * The owner's queued or running transcript, now cancelled; a redo's transcript goes back to completed as
 * it was. Undefined when there is no such one.
 */
export function cancelTranscriptRow(db: Db, userId: number, id: number): Promise<TranscriptRow | undefined> {
  return db
    .updateTable('transcripts')
    .set((eb) => ({
      status: eb
        .case()
        .when('redo', 'is', null)
        .then('cancelled')
        .else('completed')
        .end()
        .$castTo<TranscriptStatus>(),
      progress: eb.case().when('redo', 'is', null).then(eb.ref('progress')).else(100).end(),
      redo: null,
      lease: null,
      updated_at: now(),
    }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', ACTIVE_STATUSES)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The owner's completed transcript, queued for `redo` (JSON) with its text kept as it is until the redo
 * completes, and counted against its plan on `chargedDay`; undefined when it is not completed (or not theirs).
 */
export function queueRedoRow(
  db: Db,
  userId: number,
  id: number,
  redo: string,
  chargedDay: string,
): Promise<TranscriptRow | undefined> {
  return db
    .updateTable('transcripts')
    .set({
      status: 'queued',
      progress: 0,
      redo,
      charged_day: chargedDay,
      lease: null,
      job_ref: null,
      error_message: null,
      updated_at: now(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
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
