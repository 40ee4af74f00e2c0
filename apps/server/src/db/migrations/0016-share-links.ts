import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Read-only links to a transcript (issue 25), opened signed out: only the token's SHA-256 is kept
 * (`token_hash`), with its first characters to tell links apart. A clip has `start_time`/`end_time`. Gone
 * with the transcript (and so with its recording) and with the user who made it.
 */
export function shareLinksMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('share_links'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('token_hint', 'text', (c) => c.notNull())
        .addColumn('start_time', 'double precision')
        .addColumn('end_time', 'double precision')
        .addColumn('allow_export', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_opened_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('share_links_transcript')
        .on('share_links')
        .column('transcript_id')
        .execute();
      await db.schema.createIndex('share_links_user').on('share_links').column('user_id').execute();
    },
  };
}
