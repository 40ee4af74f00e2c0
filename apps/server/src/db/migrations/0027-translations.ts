import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Translations of a transcript into another language (issue 27): one per transcript and language, with
 * its status and progress while a job makes it, the translated segments by id, and the hash of the texts
 * it was made from (another hash now: the transcript was edited since). Gone with the transcript.
 */
export function translationsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('translations'))
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull())
        .addColumn('segments', 'text', (c) => c.notNull())
        .addColumn('source_hash', 'text', (c) => c.notNull())
        .addColumn('run', 'text', (c) => c.notNull())
        .addColumn('error_message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('translations_transcript_language', ['transcript_id', 'language'])
        .execute();
      await db.schema.createIndex('translations_updated').on('translations').column('updated_at').execute();
    },
  };
}
