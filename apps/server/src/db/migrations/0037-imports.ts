import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Recordings imported from a link (issue 42): the address, where it goes and how it is transcribed (JSON), how
 * far the download is, and what it became (an audio item, or the one already there) or why it failed.
 */
export function importsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('imports'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error_code', 'text')
        .addColumn('error_message', 'text')
        .addColumn('received_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('total_bytes', 'bigint')
        .addColumn('audio_id', 'integer', (c) => c.references('audio.id').onDelete('set null'))
        .addColumn('duplicate_of', 'integer', (c) => c.references('audio.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('imports_user').on('imports').columns(['user_id', 'id']).execute();
    },
  };
}
