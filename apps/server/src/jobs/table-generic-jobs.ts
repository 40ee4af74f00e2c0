import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { JobRow, JobStatus } from '../db/schema.js';
import type { GenericJobHandler, GenericJobOptions } from './job-queue.js';

const now = () => new Date().toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** What a generic job's row keeps in `payload`: its data and how it is retried. */
interface Payload<T> {
  data: T;
  retryDelaySeconds: number;
  expireSeconds: number;
}

/** A generic job as a row of the embedded `jobs` table, of kind `name`. */
export async function insertGenericJob<T extends object>(
  trx: Db,
  name: string,
  data: T,
  options: GenericJobOptions,
): Promise<void> {
  const payload: Payload<T> = {
    data,
    retryDelaySeconds: options.retryDelaySeconds,
    expireSeconds: options.expireSeconds,
  };
  await trx
    .insertInto('jobs')
    .values({
      kind: name,
      transcript_id: null,
      status: 'pending',
      attempts: 0,
      max_attempts: options.retryLimit + 1,
      run_after: now(),
      payload: JSON.stringify(payload),
      created_at: now(),
      updated_at: now(),
    })
    .execute();
}

/**
 * Runs the generic jobs of kind `name` one at a time, polling every `pollMs`. A running row's `run_after`
 * is its deadline: past it (its process died, or the handler hung) the attempt counts as failed. A failed
 * attempt waits retryDelaySeconds, doubling each time, until max_attempts are used up.
 */
export function workTableJobs<T>(
  db: Db,
  name: string,
  handler: GenericJobHandler<T>,
  workerId: string,
  pollMs: number,
): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const runOne = async (): Promise<boolean> => {
    await expireAttempts(db, name);
    const next = await db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', name)
      .where('status', '=', 'pending')
      .where('run_after', '<=', now())
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return false;
    const payload = JSON.parse(next.payload ?? '{}') as Payload<T>;
    const row = await db
      .updateTable('jobs')
      .set({
        status: 'running',
        locked_by: workerId,
        attempts: sql`attempts + 1`,
        run_after: later(payload.expireSeconds * 1000),
        updated_at: now(),
      })
      .where('id', '=', next.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!row) return true; // another process took it: look again
    await settle(db, row, payload, workerId, handler);
    return true;
  };

  const loop = (async () => {
    while (!stopped) {
      const worked = await runOne().catch(() => false);
      if (!worked && !stopped) await sleep();
    }
  })();

  return async () => {
    stopped = true;
    wake?.();
    await loop;
  };
}

async function settle<T>(
  db: Db,
  row: JobRow,
  payload: Payload<T>,
  workerId: string,
  handler: GenericJobHandler<T>,
): Promise<void> {
  const lastAttempt = row.attempts >= row.max_attempts;
  let error: string | null = null;
  try {
    await handler({ id: String(row.id), data: payload.data, attempt: row.attempts, lastAttempt });
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  const retryInMs = payload.retryDelaySeconds * 1000 * 2 ** (row.attempts - 1);
  await db
    .updateTable('jobs')
    .set({
      status: error === null ? 'done' : lastAttempt ? 'failed' : 'pending',
      last_error: error,
      run_after: error === null || lastAttempt ? now() : later(retryInMs),
      locked_by: null,
      updated_at: now(),
    })
    .where('id', '=', row.id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

/** Attempts past their deadline count as failed: tried again later, or failed for good when out of attempts. */
async function expireAttempts(db: Db, name: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({
      status: eb
        .case()
        .when('attempts', '>=', eb.ref('max_attempts'))
        .then(sql.lit<JobStatus>('failed'))
        .else(sql.lit<JobStatus>('pending'))
        .end(),
      locked_by: null,
      last_error: 'The attempt took too long or its process stopped.',
      run_after: now(),
      updated_at: now(),
    }))
    .where('kind', '=', name)
    .where('status', '=', 'running')
    .where('run_after', '<', now())
    .execute();
}
