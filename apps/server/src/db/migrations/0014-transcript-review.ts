import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Review (issue 22): how much of a transcript's speech people verified, kept with each save so the file
 * list need not read the text; and the redo a transcript runs (a range transcribed again, or its speakers
 * told apart again) while it is queued or transcribing, as JSON, null otherwise.
 */
export function transcriptReviewMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('transcripts')
        .addColumn('reviewed_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('transcripts').addColumn('redo', 'text').execute();
    },
  };
}
