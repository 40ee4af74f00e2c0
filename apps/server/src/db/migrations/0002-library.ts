import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

export function libraryMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('audio'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('folder_id', 'integer', (c) => c.notNull().references('folders.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'bigint', (c) => c.notNull())
        .addColumn('duration_seconds', 'double precision', (c) => c.notNull())
        .addColumn('has_audio', 'integer', (c) => c.notNull())
        .addColumn('has_video', 'integer', (c) => c.notNull())
        .addColumn('upload_language', 'text')
        .addColumn('upload_mode', 'text')
        .addColumn('upload_diarize', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('upload_speaker_count', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audio_user_folder')
        .on('audio')
        .columns(['user_id', 'folder_id'])
        .execute();
      await db.schema
        .createIndex('audio_user_created')
        .on('audio')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
