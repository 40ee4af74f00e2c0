import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Settings of the whole install that administrators choose in the console (issue 39: the pinned default
 * transcription mode), by name, each value JSON.
 */
export function installSettingsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('install_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
