import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * A library that stays findable (issue 43): tags (a user's own, or a workspace's) and the files bearing them,
 * in the order given; each user's stars; and when a file was archived (out of the default views).
 */
export function tagsStarsArchiveMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('tags'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('workspace_id', 'integer', (c) => c.references('workspaces.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('colour', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tags_user').on('tags').columns(['user_id', 'name']).execute();
      await db.schema.createIndex('tags_workspace').on('tags').columns(['workspace_id', 'name']).execute();
      await db.schema
        .createTable('audio_tags')
        .addColumn('audio_id', 'integer', (c) => c.notNull().references('audio.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('audio_tags_pk', ['audio_id', 'tag_id'])
        .execute();
      await db.schema
        .createIndex('audio_tags_tag')
        .on('audio_tags')
        .columns(['tag_id', 'audio_id'])
        .execute();
      await db.schema
        .createTable('audio_stars')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('audio_id', 'integer', (c) => c.notNull().references('audio.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('audio_stars_pk', ['user_id', 'audio_id'])
        .execute();
      await db.schema.createIndex('audio_stars_audio').on('audio_stars').column('audio_id').execute();
      await db.schema.alterTable('audio').addColumn('archived_at', 'text').execute();
    },
  };
}
