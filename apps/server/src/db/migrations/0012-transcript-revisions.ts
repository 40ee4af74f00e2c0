import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Every version a transcript had (issue 22): the machine's, each save, each restore, numbered from 1 per
 * transcript, each a whole copy of its speaker blocks. Gone with the transcript.
 */
export function transcriptRevisionsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('transcript_revisions'))
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('restored_from', 'integer')
        .addColumn('segments_changed', 'integer', (c) => c.notNull())
        .addColumn('speakers_renamed', 'integer', (c) => c.notNull())
        .addColumn('num_speakers', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('transcript_revisions_number', ['transcript_id', 'number'])
        .execute();
    },
  };
}
