import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Webhooks (issue 15): a user's registered addresses and the log of what was sent to them. Each delivery is
 * also a job in the queue; on the embedded queue that is a `jobs` row of another kind carrying `payload`.
 */
export function webhooksMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('jobs').addColumn('payload', 'text').execute();
      await db.schema
        .createIndex('jobs_kind_status')
        .on('jobs')
        .columns(['kind', 'status', 'run_after'])
        .execute();

      await idColumn(kind, db.schema.createTable('webhooks'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        // Comma-separated event names.
        .addColumn('events', 'text', (c) => c.notNull())
        // The HMAC key: kept as is, since every delivery is signed with it (shown to the user once).
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhooks_user').on('webhooks').column('user_id').execute();

      await idColumn(kind, db.schema.createTable('webhook_deliveries'))
        .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
        .addColumn('event', 'text', (c) => c.notNull())
        // The exact JSON body sent on every attempt.
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('response_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_webhook')
        .on('webhook_deliveries')
        .columns(['webhook_id', 'id'])
        .execute();
    },
  };
}
