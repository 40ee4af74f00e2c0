import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

export function transcriptionMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('transcripts'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('audio_id', 'integer', (c) => c.notNull().references('audio.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('model_id', 'integer', (c) => c.notNull())
        .addColumn('language_id', 'integer', (c) => c.notNull())
        .addColumn('num_speakers_requested', 'integer', (c) => c.notNull())
        .addColumn('num_speakers', 'integer')
        .addColumn('data', 'text')
        .addColumn('error_message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('transcripts_audio').on('transcripts').column('audio_id').execute();
      await db.schema.createIndex('transcripts_updated').on('transcripts').column('updated_at').execute();

      await idColumn(kind, db.schema.createTable('jobs'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('transcript_id', 'integer', (c) => c.references('transcripts.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('run_after', 'text', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('heartbeat_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('jobs_status').on('jobs').columns(['status', 'id']).execute();
    },
  };
}
