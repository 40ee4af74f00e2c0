import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { CommentRow, CommentsTable } from '../schema.js';

/** A comment with its author's and resolver's names as the users table has them. */
export type CommentViewRow = CommentRow & {
  author_email: string | null;
  author_name: string | null;
  resolver_email: string | null;
};

function commentsWithPeople(db: Db) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as a', 'a.id', 'c.user_id')
    .leftJoin('users as r', 'r.id', 'c.resolved_by')
    .selectAll('c')
    .select(['a.email as author_email', 'a.full_name as author_name', 'r.email as resolver_email']);
}

/** The transcript's comments in the order of their time in the recording (then as written). */
export function commentsOfTranscript(db: Db, transcriptId: number): Promise<CommentViewRow[]> {
  return commentsWithPeople(db)
    .where('c.transcript_id', '=', transcriptId)
    .orderBy('c.start_time')
    .orderBy('c.id')
    .execute();
}

export function commentById(db: Db, id: number): Promise<CommentViewRow | undefined> {
  return commentsWithPeople(db).where('c.id', '=', id).executeTakeFirst();
}

type NewComment = Omit<Insertable<CommentsTable>, 'id' | 'created_at' | 'updated_at'>;

export async function insertComment(db: Db, values: NewComment): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('comments')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type CommentChanges = Pick<Updateable<CommentsTable>, 'text' | 'resolved_at' | 'resolved_by'>;

export async function updateComment(db: Db, id: number, changes: CommentChanges): Promise<void> {
  await db
    .updateTable('comments')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteCommentRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}

/**
 * Open comments per audio file, on all of each file's transcripts, read in one grouped query beside the file
 * list rather than per file.
 */
export async function openCommentCounts(db: Db, audioIds: number[]): Promise<Map<number, number>> {
  if (audioIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments as c')
    .innerJoin('transcripts as t', 't.id', 'c.transcript_id')
    .select(['t.audio_id', (eb) => eb.fn.countAll<number | string>().as('open')])
    .where('t.audio_id', 'in', audioIds)
    .where('c.resolved_at', 'is', null)
    .groupBy('t.audio_id')
    .execute();
  return new Map(rows.map((row) => [row.audio_id, Number(row.open)]));
}

/** Open comments on the transcripts of one audio file. */
export async function openCommentCountOfAudio(db: Db, audioId: number): Promise<number> {
  const row = await db
    .selectFrom('comments as c')
    .innerJoin('transcripts as t', 't.id', 'c.transcript_id')
    .select((eb) => eb.fn.countAll<number | string>().as('open'))
    .where('t.audio_id', '=', audioId)
    .where('c.resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.open ?? 0);
}
