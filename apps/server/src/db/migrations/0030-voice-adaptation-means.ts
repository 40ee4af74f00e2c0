import type { Kysely, Migration } from 'kysely';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * A voice's adaptation past MLLR (issue 28): the built-in engine's acoustic model means MAP-adapted to the
 * voice (a sphinx means file, about 840 KB of float32 numbers), in a table of their own so that reading an
 * adaptation's figures never reads them. Gone with the adaptation, so with the profile and the account.
 */
export function voiceAdaptationMeansMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('voice_adaptation_means')
        .addColumn('voice_adaptation_id', 'integer', (c) =>
          c.primaryKey().references('voice_adaptations.id').onDelete('cascade'),
        )
        .addColumn('means', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .execute();
    },
  };
}
