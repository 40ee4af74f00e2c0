import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Saved voices (issue 23): a person's name and the voice prints of their speech (JSON numbers, never
 * audio), made from one speaker of one of the owner's recordings. Names are unique per owner (ignoring
 * case: `name_key`). Gone with the user; the recording may go first (then only its name is kept).
 */
export function voiceProfilesMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('voice_profiles'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('prints', 'text', (c) => c.notNull())
        .addColumn('seconds', 'real', (c) => c.notNull())
        .addColumn('audio_id', 'integer', (c) => c.references('audio.id').onDelete('set null'))
        .addColumn('audio_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('voice_profiles_name', ['user_id', 'name_key'])
        .execute();
    },
  };
}
