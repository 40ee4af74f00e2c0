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

/** What is written; a summary's template and hand edit are cleared unless given. */
export type InsightValues = Omit<
  TranscriptInsightRow,
  'created_at' | 'template' | 'template_name' | 'edited_at'
> &
  Partial<Pick<TranscriptInsightRow, 'template' | 'template_name' | 'edited_at'>>;

/** Inserts or replaces; two requests computing at once simply both write the same answer. */
export async function saveInsight(db: Db, row: InsightValues): Promise<void> {
  const values = {
    template: null,
    template_name: null,
    edited_at: null,
    ...row,
    created_at: new Date().toISOString(),
  };
  await db
    .insertInto('transcript_insights')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['transcript_id', 'kind']).doUpdateSet({
        method: values.method,
        source_hash: values.source_hash,
        content: values.content,
        created_at: values.created_at,
        template: values.template,
        template_name: values.template_name,
        edited_at: values.edited_at,
      }),
    )
    .execute();
}
