import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * The file list's sorts and filters (issue 43), measured on 10,000 files of one user (bench/results/file-list.md):
 * Recent Files by duration and by name read their page through (user_id, key, id), the keyset's range
 * condition, instead of sorting every file (name is sorted as lower(file_name), A and a together). A file's
 * highest reviewed share (the reviewed sort) and the reviewed filter read (audio_id, reviewed_percent) without
 * the row, which replaces (audio_id). Folders keep (folder_id, created_at, id): their other sorts sort the
 * folder's files.
 */
export function fileListFiltersMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('audio_user_duration_id')
        .on('audio')
        .columns(['user_id', 'duration_seconds', 'id'])
        .execute();
      await db.schema
        .createIndex('audio_user_name_id')
        .on('audio')
        .column('user_id')
        .expression(sql`lower(file_name)`)
        .column('id')
        .execute();
      await db.schema
        .createIndex('transcripts_audio_reviewed')
        .on('transcripts')
        .columns(['audio_id', 'reviewed_percent'])
        .execute();
      await db.schema.dropIndex('transcripts_audio').execute();
    },
  };
}
