import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Watched folders (issue 26): the content (SHA-256) of every file imported from a watched folder, per user,
 * so the same recording dropped again is not imported twice. The unique key is also the claim: of several
 * workers that find the same file, the one whose row goes in imports it ('importing', then 'imported').
 */
export function watchedImportsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('watched_imports'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_sha256', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addColumn('audio_id', 'integer', (c) => c.references('audio.id').onDelete('set null'))
        .addColumn('imported_at', 'text')
        .addUniqueConstraint('watched_imports_content', ['user_id', 'content_sha256'])
        .execute();
    },
  };
}
