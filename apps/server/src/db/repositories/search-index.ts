import type { TSpeakerBlock } from '@transcribe/contract';
import { PostgresAdapter, sql } from 'kysely';
import { indexLanguageOf, PG_NAME_VECTOR_SQL, PG_OWNER_LEXEME_SQL } from '../../search/search-terms.js';
import { fileToken, nameTokens, segmentTokens } from '../../search/sqlite-terms.js';
import type { Db } from '../database.js';

/** The search tables differ by database (see migration 0006); everything else here is shared. */
export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Runs `work` in a transaction, or in the caller's when it already is one. */
async function inTransaction(db: Db, work: (trx: Db) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  await db.transaction().execute(work);
}

const BATCH = 200;

/**
 * Brings the user's noted files (see search_pending in migration 0006) up to date: their text and, on
 * SQLite, their name. Each file is claimed by deleting its note in the transaction that re-indexes it, so
 * two searches at once (two API processes, say) never index one file twice; a change noted meanwhile is
 * noted again and taken by the next search. Usually there is nothing to do, and this is one indexed read.
 */
export async function refreshSearchIndex(db: Db, owners: number[]): Promise<void> {
  const pending = await db
    .selectFrom('search_pending')
    .select('audio_id')
    .where('user_id', 'in', owners)
    .execute();
  for (const { audio_id } of pending) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .deleteFrom('search_pending')
        .where('audio_id', '=', audio_id)
        .returning('audio_id')
        .executeTakeFirst();
      if (!claimed) return;
      await reindexAudioText(trx, audio_id);
      await indexFileName(trx, audio_id);
    });
  }
  // PostgreSQL keeps new GIN entries in a pending list that every search reads whole (up to 4 MB) until
  // (auto)vacuum merges it; merging what this refresh added keeps searches off it.
  if (pending.length > 0 && isPostgres(db)) {
    await sql`select gin_clean_pending_list('search_segments_tsv'::regclass),
      gin_clean_pending_list('search_names_tsv'::regclass)`.execute(db);
  }
}

/**
 * Makes a file's searchable text that of its newest completed transcript (or nothing, when it has none), each
 * segment with its speaker block's name.
 * On PostgreSQL the rows' tsvector is a generated column;
 * on SQLite their stemmed terms go to the FTS5 index under the same rowid.
 */
export async function reindexAudioText(db: Db, audioId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('search_segments').where('audio_id', '=', audioId).execute();
    const transcript = await trx
      .selectFrom('transcripts')
      .select(['id', 'user_id', 'language_id', 'data'])
      .where('audio_id', '=', audioId)
      .where('status', '=', 'completed')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!transcript?.data) return;
    const language = indexLanguageOf(transcript.language_id);
    const rows = (JSON.parse(transcript.data) as TSpeakerBlock[]).flatMap((block) =>
      block.audio_transcript_data_segment
        .filter((segment) => segment.audio_transcript_data_segment_transcript.trim() !== '')
        .map((segment) => ({
          user_id: transcript.user_id,
          audio_id: audioId,
          transcript_id: transcript.id,
          segment_id: segment.audio_transcript_data_segment_id,
          start_time: segment.audio_transcript_data_segment_start_time,
          end_time: segment.audio_transcript_data_segment_end_time,
          language,
          text: segment.audio_transcript_data_segment_transcript,
          speaker: block.audio_transcript_data_speaker,
        })),
    );
    const postgres = isPostgres(trx);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      if (postgres) {
        await trx.insertInto('search_segments').values(batch).execute();
        continue;
      }
      const ids = await trx.insertInto('search_segments').values(batch).returning('id').execute();
      const values = batch.map(
        (row, j) =>
          sql`(${ids[j]?.id}, ${fileToken(audioId)}, ${segmentTokens(transcript.user_id, language, row.text)})`,
      );
      await sql`insert into search_segments_fts (rowid, file, terms) values ${sql.join(values)}`.execute(trx);
    }
  });
}

/**
 * Indexes a file's (new) name: in search_names on PostgreSQL, in the FTS5 table on SQLite. A deleted
 * file takes its entry along (a cascade, or the migration's trigger).
 */
export async function indexFileName(db: Db, audioId: number): Promise<void> {
  if (isPostgres(db)) {
    await sql`insert into search_names (audio_id, user_id, tsv)
      select id, user_id, ${sql.raw(`${PG_NAME_VECTOR_SQL} || ${PG_OWNER_LEXEME_SQL}`)} from audio where id = ${audioId}
      on conflict (audio_id) do update set tsv = excluded.tsv`.execute(db);
    return;
  }
  await inTransaction(db, async (trx) => {
    await sql`delete from search_names_fts where rowid = ${audioId}`.execute(trx);
    const audio = await trx
      .selectFrom('audio')
      .select(['user_id', 'file_name'])
      .where('id', '=', audioId)
      .executeTakeFirst();
    if (!audio) return;
    await sql`insert into search_names_fts (rowid, terms) values (${audioId}, ${nameTokens(audio.user_id, audio.file_name)})`.execute(
      trx,
    );
  });
}
