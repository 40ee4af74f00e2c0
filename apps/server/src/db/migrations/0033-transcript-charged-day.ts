import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * The UTC day a transcript last counted against its plan (issue 40): a redo of a stretch or of the speakers
 * costs nothing on a day its transcript already counted, so correcting a file never uses up the allowance.
 */
export function transcriptChargedDayMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('transcripts').addColumn('charged_day', 'text').execute();
    },
  };
}
