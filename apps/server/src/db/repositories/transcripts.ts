import type { TSpeakerBlock } from '@transcribe/contract';
import type { Db } from '../database.js';
import type { TranscriptRow } from '../schema.js';
import { keepingAudioReviewed } from './audio-reviewed.js';
import { utcDay } from './daily-usage.js';

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

/** Transcripts with the workspace their file is in (null: a user's own). */
function withWorkspace(db: Db) {
  return db
    .selectFrom('transcripts')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .innerJoin('folders', 'folders.id', 'audio.folder_id')
    .select([
      'transcripts.id',
      'transcripts.user_id',
      'transcripts.status',
      'transcripts.progress',
      'transcripts.updated_at',
      'folders.workspace_id',
    ]);
}

/** The transcripts a user's event stream hears of: their own, and those of their workspaces' files. */
export interface TranscriptAudience {
  userId: number;
  workspaceIds: number[];
}

function ofAudience(query: ReturnType<typeof withWorkspace>, audience: TranscriptAudience) {
  return query.where((eb) =>
    eb.or([
      eb('transcripts.user_id', '=', audience.userId),
      ...(audience.workspaceIds.length > 0 ? [eb('folders.workspace_id', 'in', audience.workspaceIds)] : []),
    ]),
  );
}

/** The queued and running transcripts a new event stream starts from. */
export function activeTranscripts(db: Db, audience: TranscriptAudience) {
  return ofAudience(withWorkspace(db), audience)
    .where('transcripts.status', 'in', ['queued', 'transcribing'])
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
  'unsure_share',
  'redo',
] as const;
export type TranscriptListRow = Pick<TranscriptRow, (typeof LIST_COLUMNS)[number]>;

/** A new transcript, queued with no progress and no data yet. */
export function insertQueuedTranscript(
  db: Db,
  values: Pick<
    TranscriptRow,
    'user_id' | 'audio_id' | 'model_id' | 'language_id' | 'num_speakers_requested'
  > &
    Partial<Pick<TranscriptRow, 'speakers_by' | 'channel_names'>> & {
      voice_profile_id?: number | null;
    },
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
      charged_day: utcDay(),
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

/**
 * Stores edited blocks with the number of speakers they now name (a merge lowers it), how much is verified and
 * how much is still unsure, and the file's highest reviewed share with it.
 */
export async function saveTranscriptData(
  db: Db,
  id: number,
  saved: {
    blocks: TSpeakerBlock[];
    numSpeakers: number;
    reviewedPercent: number;
    unsureShare: number | null;
  },
): Promise<void> {
  await keepingAudioReviewed(db, id, (trx) =>
    trx
      .updateTable('transcripts')
      .set({
        data: JSON.stringify(saved.blocks),
        num_speakers: saved.numSpeakers,
        reviewed_percent: saved.reviewedPercent,
        unsure_share: saved.unsureShare,
        updated_at: now(),
      })
      .where('id', '=', id)
      .execute(),
  );
}

/** Transcripts changed at or after `since` (ISO), for relaying progress written by another process. */
export function transcriptsChangedSince(db: Db, since: string, audience?: TranscriptAudience) {
  let query = withWorkspace(db).where('transcripts.updated_at', '>=', since);
  if (audience) query = ofAudience(query, audience);
  return query.orderBy('transcripts.updated_at').execute();
}

/** The workspace a transcript's file is in; null for a user's own (or a transcript gone). */
export async function workspaceOfTranscript(db: Db, id: number): Promise<number | null> {
  const row = await withWorkspace(db).where('transcripts.id', '=', id).executeTakeFirst();
  return row?.workspace_id ?? null;
}

/** Whose files a speaker is looked for in: a user's personal ones, or a workspace's (whoever added them). */
export type SpeakerScope = { userId: number } | { workspaceId: number };

/**
 * The newest completed transcript of each file of the scope, when its text may name `speaker` (a cheap match
 * on the stored JSON; the caller checks the speaker itself), with the file's name and date, newest file first.
 * The caller has checked that the scope is the user's to read.
 */
export function transcriptsNaming(db: Db, scope: SpeakerScope, speaker: string) {
  const query = db
    .selectFrom('transcripts')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .select([
      'transcripts.id',
      'transcripts.audio_id',
      'transcripts.data',
      'audio.file_name',
      'audio.created_at',
    ])
    .innerJoin('folders', 'folders.id', 'audio.folder_id');
  const scoped =
    'workspaceId' in scope
      ? query.where('folders.workspace_id', '=', scope.workspaceId)
      : query.where('audio.user_id', '=', scope.userId).where('folders.workspace_id', 'is', null);
  return scoped
    .where('transcripts.id', 'in', (eb) =>
      eb
        .selectFrom('transcripts as newest')
        .select((n) => n.fn.max('newest.id').as('id'))
        .where('newest.status', '=', 'completed')
        .groupBy('newest.audio_id'),
    )
    .where('transcripts.data', 'like', `%${JSON.stringify(speaker).slice(1, -1)}%`)
    .orderBy('audio.created_at', 'desc')
    .execute();
}
