import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * The SHA-256 of the bytes a file was uploaded as (issue 42), so that the same file uploaded again is found
 * instead of transcribed twice; null for files made on the server (joined, tracks) and for those uploaded
 * before it was kept.
 */
export function audioContentHashMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('audio').addColumn('content_sha256', 'text').execute();
      await db.schema.createIndex('audio_content_sha256').on('audio').column('content_sha256').execute();
    },
  };
}
