import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../database.js';
import { ACTIVE_STATUSES, type JobLease } from './transcript-lifecycle.js';

const now = () => new Date().toISOString();

export type LeaseOutcome = 'leased' | 'gone' | 'busy';

/**
 * Makes `lease` the transcript's and marks it transcribing, unless its owner already has `cap` transcripts
 * running ('busy': the job waits) or it is no longer queued or running ('gone': cancelled or deleted).
 * Taking over from a vanished worker is a new lease too, which silences that worker's late writes.
 * On PostgreSQL the owner's row is locked first, so two workers starting jobs of one user at the same
 * moment count each other; SQLite runs one write transaction at a time anyway.
 */
export function acquireLease(
  db: Db,
  transcriptId: number,
  lease: JobLease,
  cap: number,
): Promise<LeaseOutcome> {
  return db.transaction().execute(async (trx) => {
    const transcript = await trx
      .selectFrom('transcripts')
      .select(['user_id', 'status'])
      .where('id', '=', transcriptId)
      .executeTakeFirst();
    if (!transcript || !ACTIVE_STATUSES.includes(transcript.status)) return 'gone';
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await trx.selectFrom('users').select('id').where('id', '=', transcript.user_id).forUpdate().execute();
    }
    const running = await trx
      .selectFrom('transcripts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', transcript.user_id)
      .where('status', '=', 'transcribing')
      .where('lease', 'is not', null)
      .where('id', '!=', transcriptId)
      .executeTakeFirstOrThrow();
    if (Number(running.count) >= cap) return 'busy';
    const taken = await trx
      .updateTable('transcripts')
      .set({ lease: lease.token, lease_beat_at: now(), status: 'transcribing', updated_at: now() })
      .where('id', '=', transcriptId)
      .where('status', 'in', ACTIVE_STATUSES)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1 ? 'leased' : 'gone';
  });
}

/** A running job's sign of life; false once its lease is gone (cancelled, deleted, retried or taken over). */
export async function beatLease(db: Db, transcriptId: number, lease: JobLease): Promise<boolean> {
  const result = await db
    .updateTable('transcripts')
    .set({ lease_beat_at: now() })
    .where('id', '=', transcriptId)
    .where('lease', '=', lease.token)
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease up (the job goes back to the queue); the transcript stays active for the next worker. */
export async function dropLease(db: Db, transcriptId: number, lease: JobLease): Promise<void> {
  await db
    .updateTable('transcripts')
    .set({ lease: null })
    .where('id', '=', transcriptId)
    .where('lease', '=', lease.token)
    .execute();
}

/** Running transcripts whose worker has not beaten since `staleMs` ago: it crashed, hung or lost its machine. */
export function staleLeases(db: Db, staleMs: number): Promise<{ id: number; lease: string }[]> {
  const cutoff = new Date(Date.now() - staleMs).toISOString();
  return db
    .selectFrom('transcripts')
    .select(['id', sql<string>`lease`.as('lease')])
    .where('status', '=', 'transcribing')
    .where('lease', 'is not', null)
    .where('lease_beat_at', '<', cutoff)
    .execute();
}

/** The queue's id of the transcript's current job (set when it was queued), for cancelling it. */
export async function jobRefOf(db: Db, transcriptId: number): Promise<string | null> {
  const row = await db
    .selectFrom('transcripts')
    .select('job_ref')
    .where('id', '=', transcriptId)
    .executeTakeFirst();
  return row?.job_ref ?? null;
}

export async function setJobRef(db: Db, transcriptId: number, jobRef: string): Promise<void> {
  await db.updateTable('transcripts').set({ job_ref: jobRef }).where('id', '=', transcriptId).execute();
}

/** How many of the user's transcriptions wait or run besides this one: its place in the queue's line. */
export async function jobsAhead(db: Db, userId: number, transcriptId: number): Promise<number> {
  const row = await db
    .selectFrom('transcripts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', ACTIVE_STATUSES)
    .where('id', '!=', transcriptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
