import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * How a transcript's speakers are told apart (issue 41): 'auto', 'channel' or 'voice', and the channels'
 * speaker names asked for (a JSON array, or null for the defaults). Earlier transcripts were told apart by voice.
 */
export function transcriptSpeakersByMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('transcripts')
        .addColumn('speakers_by', 'text', (c) => c.notNull().defaultTo(sql`'voice'`))
        .execute();
      await db.schema.alterTable('transcripts').addColumn('channel_names', 'text').execute();
    },
  };
}
