import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * What folders and tags give their files (issue 43): a summary template (a built-in one's name, or an own
 * template's id as text) and words for the speech engine (a JSON array); null: none.
 */
export function filePromptsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['folders', 'tags']) {
        await db.schema.alterTable(table).addColumn('summary_template', 'text').execute();
        await db.schema.alterTable(table).addColumn('vocabulary', 'text').execute();
      }
    },
  };
}
