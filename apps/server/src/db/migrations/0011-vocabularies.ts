import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Each person's vocabulary (issue 22): the words and phrases the speech engines are told to expect, as a
 * JSON array in the order given. One row per user who has one; gone with the user.
 */
export function vocabulariesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('vocabularies')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('words', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
