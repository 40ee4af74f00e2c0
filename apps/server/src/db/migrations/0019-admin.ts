import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Administrators (issue 26): `users.is_admin` (the first account of an install; ADMIN_EMAILS adds others
 * without a flag), `users.disabled_at` (a disabled account's tokens and keys stop at once), and the audit log
 * of every administrator's action, kept when the administrator's account goes (its e-mail stays).
 */
export function adminMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
      await idColumn(kind, db.schema.createTable('audit_log'))
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
    },
  };
}
