import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Comments on a transcript's segments (issue 25): at a time of the recording or over a range, open until
 * someone resolves them. Gone with the transcript; a comment outlives its author's account (the author is
 * then unknown), so a conversation others took part in keeps its every remark.
 */
export function commentsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('comments'))
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('segment_id', 'integer', (c) => c.notNull())
        .addColumn('start_time', 'double precision', (c) => c.notNull())
        .addColumn('end_time', 'double precision')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('comments_transcript').on('comments').column('transcript_id').execute();
    },
  };
}
