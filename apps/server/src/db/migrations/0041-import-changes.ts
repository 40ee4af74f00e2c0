import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/** Imports by when they last changed: what the event streams of a SQLite install read twice a second. */
export function importChangesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('imports_updated_at').on('imports').column('updated_at').execute();
    },
  };
}
