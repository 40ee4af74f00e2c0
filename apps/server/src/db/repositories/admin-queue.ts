import type { Db } from '../database.js';
import type { TranscriptStatus } from '../schema.js';

const QUEUE_STATUSES = ['queued', 'transcribing', 'failed'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

function jobs(db: Db) {
  return db
    .selectFrom('transcripts')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .innerJoin('users', 'users.id', 'transcripts.user_id')
    .select([
      'transcripts.id',
      'transcripts.audio_id',
      'audio.file_name',
      'users.email',
      'transcripts.status',
      'transcripts.progress',
      'transcripts.error_message',
      'transcripts.created_at',
      'transcripts.updated_at',
    ]);
}

/** The newest 200 transcriptions in these states, with their file and their owner's address. */
export function queueRows(db: Db, status?: QueueStatus) {
  return jobs(db)
    .where('transcripts.status', 'in', status ? [status] : [...QUEUE_STATUSES])
    .orderBy('transcripts.updated_at', 'desc')
    .limit(200)
    .execute();
}

export function jobById(db: Db, id: number) {
  return jobs(db).where('transcripts.id', '=', id).executeTakeFirst();
}
export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

export async function queueCounts(db: Db): Promise<Record<QueueStatus, number>> {
  const rows = await db
    .selectFrom('transcripts')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', [...QUEUE_STATUSES])
    .groupBy('status')
    .execute();
  const count = (status: TranscriptStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: count('queued'), transcribing: count('transcribing'), failed: count('failed') };
}

/** How many accounts and files there are, and the bytes the files take. */
export async function installTotals(db: Db) {
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const files = await db
    .selectFrom('audio')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      // A file whose media retention removed takes no room.
      eb.fn
        .sum<number>(eb.case().when('media_removed_at', 'is', null).then(eb.ref('size_bytes')).else(0).end())
        .as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  return { users: Number(users.n), files: Number(files.n), bytes: Number(files.bytes ?? 0) };
}

/** Transcriptions requested per UTC day since `since` (YYYY-MM-DD), users' and workspaces' together. */
export async function usageByDay(db: Db, since: string): Promise<{ day: string; transcriptions: number }[]> {
  const [own, shared] = await Promise.all(
    (['daily_usage', 'workspace_daily_usage'] as const).map((table) =>
      db
        .selectFrom(table)
        .select(['day', (eb) => eb.fn.sum<number>('count').as('n')])
        .where('day', '>=', since)
        .groupBy('day')
        .execute(),
    ),
  );
  const byDay = new Map<string, number>();
  for (const row of [...(own ?? []), ...(shared ?? [])])
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + Number(row.n));
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, transcriptions]) => ({ day, transcriptions }));
}
