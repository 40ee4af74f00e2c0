import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * What produced a transcript's machine text (issue 22): engine, model, language, speaker count asked for
 * and the vocabulary given, as JSON, written when it completes; null for transcripts completed before.
 */
export function transcriptProducedByMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('transcripts').addColumn('produced_by', 'text').execute();
    },
  };
}
