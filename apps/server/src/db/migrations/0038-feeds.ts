import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Podcast feeds a user subscribes to (issue 42): the address, its title, how its episodes are imported (JSON),
 * paused or not, what the server said last (ETag, Last-Modified) and when; and each episode seen, by the
 * feed's id for it, with the import it became (null: seen at subscribing, older than the episodes taken).
 */
export function feedsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('feeds'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('etag', 'text')
        .addColumn('last_modified', 'text')
        .addColumn('checked_at', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feeds_user').on('feeds').column('user_id').execute();
      await idColumn(kind, db.schema.createTable('feed_episodes'))
        .addColumn('feed_id', 'integer', (c) => c.notNull().references('feeds.id').onDelete('cascade'))
        .addColumn('guid', 'text', (c) => c.notNull())
        .addColumn('import_id', 'integer', (c) => c.references('imports.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('feed_episodes_guid', ['feed_id', 'guid'])
        .execute();
    },
  };
}
