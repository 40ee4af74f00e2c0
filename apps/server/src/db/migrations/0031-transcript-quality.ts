import type { Kysely, Migration } from 'kysely';
import type { DialectKind } from './dialect.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not as the app types it now.
type AnyDb = Kysely<any>;

interface StoredBlock {
  audio_transcript_data_segment: { audio_transcript_data_segment_words: { confidence: number }[] }[];
}

/** The share of a transcript's words under confidence 0.3, as the app computed it when this was written. */
function unsureShareOf(data: string): number | null {
  const words = (JSON.parse(data) as StoredBlock[]).flatMap((block) =>
    block.audio_transcript_data_segment.flatMap((segment) => segment.audio_transcript_data_segment_words),
  );
  if (words.length === 0) return null;
  return Math.round((words.filter((word) => word.confidence < 0.3).length / words.length) * 1000) / 1000;
}

/**
 * How far a transcript can be trusted (issue 39): the share of its recognised words that are unsure, kept with
 * each save so the file list need not read the text. Completed transcripts get theirs here, a page at a time.
 */
export function transcriptQualityMigration(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('transcripts')
        .addColumn('unsure_share', kind === 'postgres' ? 'double precision' : 'real')
        .execute();
      let after = 0;
      for (;;) {
        const rows: { id: number; data: string }[] = await db
          .selectFrom('transcripts')
          .select(['id', 'data'])
          .where('data', 'is not', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(200)
          .execute();
        if (rows.length === 0) return;
        for (const row of rows)
          await db
            .updateTable('transcripts')
            .set({ unsure_share: unsureShareOf(row.data) })
            .where('id', '=', row.id)
            .execute();
        after = rows[rows.length - 1]?.id ?? after;
      }
    },
  };
}
