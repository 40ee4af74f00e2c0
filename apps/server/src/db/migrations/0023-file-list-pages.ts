import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * The file list pages (issue 26) with a keyset on (created_at, id), newest first. A folder's files are listed
 * by folder alone since workspaces (a member sees everyone's), which no index led with: the folder's page now
 * reads (folder_id, created_at, id) backwards from the cursor. Recent Files reads (user_id, created_at, id),
 * which replaces (user_id, created_at): on PostgreSQL the id must be in the index for the keyset to be an
 * index condition (SQLite has the rowid in every index anyway).
 */
export function fileListPagesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('audio_folder_created_id')
        .on('audio')
        .columns(['folder_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audio_user_created_id')
        .on('audio')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      await db.schema.dropIndex('audio_user_created').execute();
    },
  };
}
