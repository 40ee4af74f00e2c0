import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * A file made of the tracks of one conversation (issue 41) names its channels after the tracks: a JSON array
 * of names, one a channel; null for every other file.
 */
export function audioTrackNamesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('audio').addColumn('track_names', 'text').execute();
    },
  };
}
