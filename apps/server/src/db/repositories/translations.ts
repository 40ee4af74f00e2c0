import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { TranslationsTable } from '../schema.js';
import type { TranscriptAudience } from './transcripts.js';

export type TranslationRow = Selectable<TranslationsTable>;

const now = () => new Date().toISOString();
const RUNNING = ['queued', 'running'] as const;

export function translationOf(db: Db, transcriptId: number, language: string) {
  return db
    .selectFrom('translations')
    .selectAll()
    .where('transcript_id', '=', transcriptId)
    .where('language', '=', language)
    .executeTakeFirst();
}

export function translationById(db: Db, id: number) {
  return db.selectFrom('translations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function translationsOf(db: Db, transcriptId: number) {
  return db
    .selectFrom('translations')
    .selectAll()
    .where('transcript_id', '=', transcriptId)
    .orderBy('language')
    .execute();
}

/** Starts the translation into `language` afresh (queued, nothing translated), replacing any earlier one. */
export async function startTranslation(
  db: Db,
  values: { transcript_id: number; language: string; user_id: number; source_hash: string; run: string },
): Promise<TranslationRow> {
  const fresh = {
    status: 'queued' as const,
    progress: 0,
    segments: '{}',
    error_message: null,
    user_id: values.user_id,
    source_hash: values.source_hash,
    run: values.run,
    updated_at: now(),
  };
  await db
    .insertInto('translations')
    .values({ ...values, ...fresh, created_at: now() })
    .onConflict((oc) =>
      oc.columns(['transcript_id', 'language']).doUpdateSet({ ...fresh, created_at: now() }),
    )
    .execute();
  const row = await translationOf(db, values.transcript_id, values.language);
  if (!row) throw new Error('translation vanished after its insert');
  return row;
}

/** Writes a running translation's state, only while `run` is still its run; false when it no longer is. */
export async function updateTranslationRun(
  db: Db,
  id: number,
  run: string,
  changes: Partial<
    Pick<TranslationRow, 'status' | 'progress' | 'segments' | 'error_message' | 'source_hash'>
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('translations')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id)
    .where('run', '=', run)
    .where('status', 'in', RUNNING)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels a queued or running translation (its job's later writes are refused); false when it was not. */
export async function cancelTranslationRun(db: Db, id: number, run: string): Promise<boolean> {
  const result = await db
    .updateTable('translations')
    .set({ status: 'cancelled', run, updated_at: now() })
    .where('id', '=', id)
    .where('status', 'in', RUNNING)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Fails the queued or running translations untouched since `before`: their job ended for good without
 * saying so (a worker killed on its last attempt). Returns how many.
 */
export async function failStalledTranslations(db: Db, before: string, message: string): Promise<number> {
  const result = await db
    .updateTable('translations')
    .set({ status: 'failed', error_message: message, updated_at: now() })
    .where('status', 'in', RUNNING)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteTranslation(db: Db, id: number): Promise<void> {
  await db.deleteFrom('translations').where('id', '=', id).execute();
}

/** Translations with whose event streams hear of them: the transcript's owner, or its file's workspace. */
function withAudience(db: Db) {
  return db
    .selectFrom('translations')
    .innerJoin('transcripts', 'transcripts.id', 'translations.transcript_id')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .innerJoin('folders', 'folders.id', 'audio.folder_id')
    .select([
      'translations.transcript_id',
      'translations.language',
      'translations.status',
      'translations.progress',
      'translations.error_message',
      'translations.updated_at',
      'transcripts.user_id',
      'folders.workspace_id',
    ]);
}

export type TranslationChange = Awaited<ReturnType<ReturnType<typeof withAudience>['execute']>>[number];

/** Translations changed at or after `since` (ISO), for relaying progress written by another process. */
export function translationsChangedSince(db: Db, since: string, audience?: TranscriptAudience) {
  let query = withAudience(db).where('translations.updated_at', '>=', since);
  if (audience) {
    query = query.where((eb) =>
      eb.or([
        eb('transcripts.user_id', '=', audience.userId),
        ...(audience.workspaceIds.length > 0
          ? [eb('folders.workspace_id', 'in', audience.workspaceIds)]
          : []),
      ]),
    );
  }
  return query.orderBy('translations.updated_at').execute();
}

/** Where a transcript's translation events go: its owner and the workspace its file is in. */
export async function audienceOfTranscript(db: Db, transcriptId: number) {
  return db
    .selectFrom('transcripts')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .innerJoin('folders', 'folders.id', 'audio.folder_id')
    .select(['transcripts.user_id', 'folders.workspace_id'])
    .where('transcripts.id', '=', transcriptId)
    .executeTakeFirst();
}
