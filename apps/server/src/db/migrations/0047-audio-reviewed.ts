import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Each file's highest reviewed share (the file list's "least reviewed first" sort, issue 43) kept on its row,
 * written by the app in the transaction that changes a transcript's share (no trigger), and backfilled here from
 * its transcripts (0 without any). (user_id, reviewed_percent, id) makes Recent Files' page by it a range read of
 * the index, as the other sorts' are (migration 0043); a subquery a file sorted every file of the user for each
 * page (bench/results/file-list.md). Folders keep (folder_id, created_at, id) and sort the folder's files.
 */
export function audioReviewedMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('audio')
        .addColumn('reviewed_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update audio set reviewed_percent = coalesce(
        (select max(t.reviewed_percent) from transcripts t where t.audio_id = audio.id), 0)`.execute(db);
      await db.schema
        .createIndex('audio_user_reviewed_id')
        .on('audio')
        .columns(['user_id', 'reviewed_percent', 'id'])
        .execute();
    },
  };
}
