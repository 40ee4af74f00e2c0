import type { Db } from '../database.js';
import type { InsightKind, TranscriptInsightRow } from '../schema.js';

export function findInsight(
  db: Db,
  transcriptId: number,
  kind: InsightKind,
): Promise<TranscriptInsightRow | undefined> {
  return db
    .selectFrom('transcript_insights')
    .selectAll()
    .where('transcript_id', '=', transcriptId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Inserts or replaces; two requests computing at once simply both write the same answer. */
export async function saveInsight(db: Db, row: Omit<TranscriptInsightRow, 'created_at'>): Promise<void> {
  const values = { ...row, created_at: new Date().toISOString() };
  await db
    .insertInto('transcript_insights')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['transcript_id', 'kind']).doUpdateSet({
        method: values.method,
        source_hash: values.source_hash,
        content: values.content,
        created_at: values.created_at,
      }),
    )
    .execute();
}
