import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

/**
 * Who is speaking, said before transcribing (issue 28): the saved voice a one-speaker transcript is of. The
 * built-in engine uses that voice's adaptation from its first pass; a redo does again. Forgotten (null)
 * when the profile is deleted; the transcript keeps its text and the name it gave.
 */
export function transcriptSpeakerSaidMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('transcripts')
        .addColumn('voice_profile_id', 'integer', (c) =>
          c.references('voice_profiles.id').onDelete('set null'),
        )
        .execute();
    },
  };
}
