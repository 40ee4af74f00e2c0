import type {
  TTranslatedSegment,
  TTranslation,
  TTranslationLanguage,
  TTranslationSummary,
} from '@transcribe/contract';
import type { TranslationRow } from '../../db/repositories/translations.js';
import type { SourceSegment } from '../../text/translation/translation-prompt.js';

/** What `translations.segments` holds per segment id. */
export interface StoredSegment {
  text: string;
  untranslated: boolean;
}
export type StoredSegments = Record<string, StoredSegment>;

export const storedSegments = (row: TranslationRow): StoredSegments =>
  JSON.parse(row.segments) as StoredSegments;

/** The row as the API lists it; `currentHash` is the transcript's texts' hash now. */
export function translationSummary(row: TranslationRow, currentHash: string): TTranslationSummary {
  const segments = Object.values(storedSegments(row));
  return {
    transcript_id: row.transcript_id,
    language: row.language as TTranslationLanguage,
    status: row.status,
    progress: Math.floor(row.progress),
    outdated: row.status === 'completed' && row.source_hash !== currentHash,
    error_message: row.error_message,
    untranslated_segments: segments.filter((s) => s.untranslated).length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The row with its segments in the transcript's order (segments added since it was made have none). */
export function translationView(
  row: TranslationRow,
  currentHash: string,
  source: SourceSegment[],
): TTranslation {
  const stored = storedSegments(row);
  const segments: TTranslatedSegment[] = source.flatMap((s) => {
    const done = stored[String(s.id)];
    return done ? [{ segment_id: s.id, text: done.text, untranslated: done.untranslated }] : [];
  });
  return { ...translationSummary(row, currentHash), segments };
}
