import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Markdown copies (issue 42): where a user's or a workspace's transcripts are written as Markdown (a folder
 * inside the install's MARKDOWN_EXPORT_DIR; a row exists while it is on), and for each file the path its
 * copy was last written to, so a renamed or moved file's old copy is removed.
 */
export function markdownCopiesMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('markdown_copies'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('workspace_id', 'integer', (c) => c.references('workspaces.id').onDelete('cascade'))
        .addColumn('folder', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('markdown_copies_user', ['user_id'])
        .addUniqueConstraint('markdown_copies_workspace', ['workspace_id'])
        .execute();
      await db.schema
        .createTable('markdown_files')
        .addColumn('audio_id', 'integer', (c) => c.primaryKey().references('audio.id').onDelete('cascade'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('written_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
