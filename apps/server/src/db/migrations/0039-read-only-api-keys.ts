import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Read-only API keys (issue 42, the assistants' MCP server): a key that may read (GET, HEAD and the MCP's
 * read tools) but change nothing. 1 read-only, 0 (every key made before) everything its user may.
 */
export function readOnlyApiKeysMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('api_keys')
        .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
