import type { TSpeakerBlock } from '@transcribe/contract';
import type { Db } from '../database.js';
import type { TranscriptRow } from '../schema.js';

const now = () => new Date().toISOString();

export function findTranscript(db: Db, userId: number, id: number): Promise<TranscriptRow | undefined> {
  return db
    .selectFrom('transcripts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function transcriptById(db: Db, id: number): Promise<TranscriptRow | undefined> {
  return db.selectFrom('transcripts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's queued and running transcripts: where a new event stream starts from. */
export function activeTranscripts(db: Db, userId: number) {
  return db
    .selectFrom('transcripts')
    .select(['id', 'status', 'progress'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'transcribing'])
    .execute();
}

/** What the file list shows of a transcript: never its text, which can be large. */
const LIST_COLUMNS = [
  'id',
  'audio_id',
  'status',
  'progress',
  'model_id',
  'language_id',
  'num_speakers',
  'num_speakers_requested',
  'reviewed_percent',
] as const;
export type TranscriptListRow = Pick<TranscriptRow, (typeof LIST_COLUMNS)[number]>;

/** A new transcript, queued with no progress and no data yet. */
export function insertQueuedTranscript(
  db: Db,
  values: Pick<TranscriptRow, 'user_id' | 'audio_id' | 'model_id' | 'language_id' | 'num_speakers_requested'>,
): Promise<TranscriptRow> {
  const created = now();
  return db
    .insertInto('transcripts')
    .values({
      ...values,
      status: 'queued',
      progress: 0,
      num_speakers: null,
      data: null,
      error_message: null,
      created_at: created,
      updated_at: created,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Transcripts of one audio item, newest first, without their text. */
export function transcriptsOfAudio(db: Db, audioId: number): Promise<TranscriptListRow[]> {
  return db
    .selectFrom('transcripts')
    .select(LIST_COLUMNS)
    .where('audio_id', '=', audioId)
    .orderBy('id', 'desc')
    .execute();
}

/** Stores edited blocks with the number of speakers they now name (a merge lowers it) and how much is verified. */
export async function saveTranscriptData(
  db: Db,
  id: number,
  saved: { blocks: TSpeakerBlock[]; numSpeakers: number; reviewedPercent: number },
): Promise<void> {
  await db
    .updateTable('transcripts')
    .set({
      data: JSON.stringify(saved.blocks),
      num_speakers: saved.numSpeakers,
      reviewed_percent: saved.reviewedPercent,
      updated_at: now(),
    })
    .where('id', '=', id)
    .execute();
}

/** Transcripts changed at or after `since` (ISO), for relaying progress written by another process. */
export function transcriptsChangedSince(db: Db, since: string, userId?: number) {
  let query = db
    .selectFrom('transcripts')
    .select(['id', 'user_id', 'status', 'progress', 'updated_at'])
    .where('updated_at', '>=', since);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('updated_at').execute();
}
