import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Each call to the language model server (issue 27): whose, what for, how long it took and the tokens the
 * server reported, so usage shows per user and LLM_DAILY_TOKENS_PER_USER can cap a day's tokens. Rows go
 * with their account.
 */
export function llmUsageMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('llm_calls'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('prompt_tokens', 'integer')
        .addColumn('completion_tokens', 'integer')
        .addColumn('succeeded', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('llm_calls_user_day').on('llm_calls').columns(['user_id', 'day']).execute();
    },
  };
}
