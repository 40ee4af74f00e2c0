import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Summaries and key notes computed for a transcript, kept with a hash of the transcript data they came
 * from and the method that wrote them: an edit changes the hash, so the next request computes them anew.
 */
export function insightsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('transcript_insights')
        .addColumn('transcript_id', 'integer', (c) =>
          c.notNull().references('transcripts.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('source_hash', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('transcript_insights_pk', ['transcript_id', 'kind'])
        .execute();
    },
  };
}
