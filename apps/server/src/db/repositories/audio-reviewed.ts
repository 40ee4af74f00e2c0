import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';
import { isPostgres } from './search-index.js';

/** Sets each chosen file's reviewed_percent to the highest of its transcripts' (0 without any). */
export async function refreshAudioReviewed(
  db: Db,
  which: (eb: ExpressionBuilder<Database, 'audio'>) => Expression<SqlBool>,
): Promise<void> {
  await db
    .updateTable('audio')
    .set((eb) => ({
      reviewed_percent: eb.fn.coalesce(
        eb
          .selectFrom('transcripts')
          .select((sub) => sub.fn.max('transcripts.reviewed_percent').as('reviewed'))
          .whereRef('transcripts.audio_id', '=', 'audio.id'),
        eb.lit(0),
      ),
    }))
    .where(which)
    .execute();
}

/**
 * Runs `write` (a change of one transcript's reviewed_percent) and brings its file's audio.reviewed_percent
 * (migration 0047) up to date, in one transaction (the caller's when
 * it is one). On PostgreSQL the file's row is locked first: every writer of a share takes it before the
 * transcript's, so two saves of one file's transcripts take turns and the second's maximum sees the first's
 * share, and a file's deletion (which locks the file, then its transcripts) meets them in the same order.
 * SQLite runs one write transaction at a time.
 */
export async function keepingAudioReviewed<T>(
  db: Db,
  transcriptId: number,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  const work = async (trx: Db) => {
    const audioOf = trx.selectFrom('transcripts').select('audio_id').where('id', '=', transcriptId);
    if (isPostgres(trx))
      await trx.selectFrom('audio').select('id').where('id', '=', audioOf).forNoKeyUpdate().execute();
    const result = await write(trx);
    await refreshAudioReviewed(trx, (eb) => eb('id', '=', audioOf));
    return result;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
