import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Videos made with a transcript's subtitles burned in (issue 44): whose, of which transcript, how they look,
 * how far the worker got, why it failed, and the made file once written (removed after a day).
 */
export function videoExportsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('video_exports'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('audio_id', 'integer', (c) => c.notNull().references('audio.id').onDelete('cascade'))
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('look', 'text', (c) => c.notNull())
        .addColumn('speakers', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('result_path', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('video_exports_user')
        .on('video_exports')
        .columns(['user_id', 'id'])
        .execute();
    },
  };
}
