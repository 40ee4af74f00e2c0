import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Questions asked about a transcript and their answers (issue 27, Ask), one conversation per user and
 * transcript, kept until the user clears it; rows go with their account and with the transcript.
 */
export function askHistoryMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('ask_turns'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('citations', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ask_turns_user_transcript')
        .on('ask_turns')
        .columns(['user_id', 'transcript_id', 'id'])
        .execute();
      await db.schema.createIndex('ask_turns_transcript').on('ask_turns').column('transcript_id').execute();
    },
  };
}
