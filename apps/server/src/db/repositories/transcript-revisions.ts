import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { TranscriptRevisionRow, TranscriptRevisionsTable, TranscriptRow } from '../schema.js';

type NewRevision = Omit<Insertable<TranscriptRevisionsTable>, 'id' | 'number' | 'created_at'>;

/** The number of the transcript's newest revision; 0 when it has none. */
export async function lastRevisionNumber(db: Db, transcriptId: number): Promise<number> {
  const last = await db
    .selectFrom('transcript_revisions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('transcript_id', '=', transcriptId)
    .executeTakeFirst();
  return Number(last?.number ?? 0);
}

/**
 * A transcript with the number of its newest revision (0: none), read in one statement so the number is
 * always that of the data beside it, even while another process saves. Whose it is, is the caller's check.
 */
export async function transcriptWithRevision(
  db: Db,
  id: number,
): Promise<(TranscriptRow & { revision: number }) | undefined> {
  const row = await db
    .selectFrom('transcripts as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('transcript_revisions as r')
        .select((r) => r.fn.max('r.number').as('n'))
        .whereRef('r.transcript_id', '=', 't.id')
        .as('revision'),
    )
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, revision: Number(row.revision ?? 0) };
}

/**
 * Adds revision `number` of its transcript. Call it in the transaction that writes the transcript's data,
 * so the newest revision is always what the transcript holds.
 */
export async function insertRevision(db: Db, revision: NewRevision, number: number): Promise<void> {
  await db
    .insertInto('transcript_revisions')
    .values({ ...revision, number, created_at: new Date().toISOString() })
    .execute();
}

export type RevisionListRow = Omit<TranscriptRevisionRow, 'data'> & { user_email: string | null };

/** The transcript's revisions without their data, oldest first, with the e-mail of who saved each. */
export function listRevisions(db: Db, transcriptId: number): Promise<RevisionListRow[]> {
  return db
    .selectFrom('transcript_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.transcript_id',
      'r.number',
      'r.kind',
      'r.user_id',
      'r.restored_from',
      'r.segments_changed',
      'r.speakers_renamed',
      'r.num_speakers',
      'r.created_at',
      'u.email as user_email',
    ])
    .where('r.transcript_id', '=', transcriptId)
    .orderBy('r.number')
    .execute();
}

export function revisionByNumber(
  db: Db,
  transcriptId: number,
  number: number,
): Promise<(TranscriptRevisionRow & { user_email: string | null }) | undefined> {
  return db
    .selectFrom('transcript_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select('u.email as user_email')
    .where('r.transcript_id', '=', transcriptId)
    .where('r.number', '=', number)
    .executeTakeFirst();
}
