import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Summary templates (issue 27): a user's own templates (a name and a prompt), going with their account;
 * and, on a stored summary, the template it was written with and when it was last edited by hand.
 */
export function summaryTemplatesMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('summary_templates'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('summary_templates_user')
        .on('summary_templates')
        .column('user_id')
        .execute();
      // One column per statement: SQLite adds a single column at a time.
      await db.schema.alterTable('transcript_insights').addColumn('template', 'text').execute();
      await db.schema.alterTable('transcript_insights').addColumn('template_name', 'text').execute();
      await db.schema.alterTable('transcript_insights').addColumn('edited_at', 'text').execute();
    },
  };
}
