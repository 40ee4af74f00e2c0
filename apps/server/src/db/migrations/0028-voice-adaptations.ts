import type { Kysely, Migration } from 'kysely';
import { idColumn } from './columns.js';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Speaker adaptation (issue 28): the current adaptation of a saved voice (one per profile, gone with it and
 * so with the account): an MLLR transform of the built-in engine's model (text of numbers, never audio),
 * the verified speech it was made from, the held-out check's word error rates without and with it, and
 * whether it is in use. The profile carries the state of its adaptation job.
 */
export function voiceAdaptationsMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await idColumn(kind, db.schema.createTable('voice_adaptations'))
        .addColumn('voice_profile_id', 'integer', (c) =>
          c.notNull().unique().references('voice_profiles.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('transform', 'text', (c) => c.notNull())
        .addColumn('seconds', 'real', (c) => c.notNull())
        .addColumn('utterances', 'integer', (c) => c.notNull())
        .addColumn('words', 'integer', (c) => c.notNull())
        .addColumn('verified_seconds', 'real', (c) => c.notNull())
        .addColumn('held_out_words', 'integer', (c) => c.notNull())
        .addColumn('wer_unadapted', 'real', (c) => c.notNull())
        .addColumn('wer_adapted', 'real', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('disabled_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('voice_profiles').addColumn('adaptation_status', 'text').execute();
      await db.schema.alterTable('voice_profiles').addColumn('adaptation_error', 'text').execute();
      await db.schema.alterTable('voice_profiles').addColumn('adaptation_started_at', 'text').execute();
    },
  };
}
