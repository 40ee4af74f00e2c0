import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Team workspaces (issue 25): members with a role each, invitations by e-mail (only the token's SHA-256 is
 * kept), the workspace's own daily transcription count, which its plan limits instead of the member's, and
 * the folders that belong to a workspace (`folders.workspace_id`; null: the user's own).
 */
export function workspacesMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('workspaces'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('workspace_members')
        .addColumn('workspace_id', 'integer', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('workspace_members_pk', ['workspace_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('workspace_members_user')
        .on('workspace_members')
        .column('user_id')
        .execute();
      await idColumn(kind, db.schema.createTable('workspace_invitations'))
        .addColumn('workspace_id', 'integer', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('workspace_invitations_email', ['workspace_id', 'email'])
        .execute();
      await db.schema
        .createTable('workspace_daily_usage')
        .addColumn('workspace_id', 'integer', (c) =>
          c.notNull().references('workspaces.id').onDelete('cascade'),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('workspace_daily_usage_pk', ['workspace_id', 'day'])
        .execute();
      await db.schema
        .alterTable('folders')
        .addColumn('workspace_id', 'integer', (c) => c.references('workspaces.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('folders_workspace').on('folders').column('workspace_id').execute();
    },
  };
}
