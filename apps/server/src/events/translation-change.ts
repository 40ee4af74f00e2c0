import type { TTranslationEvent, TTranslationStatus } from '@transcribe/contract';

/** A translation's stored state as the event streams tell it. */
export const translationEventOf = (row: {
  transcript_id: number;
  language: string;
  status: TTranslationStatus;
  progress: number;
  error_message: string | null;
}): TTranslationEvent => ({
  transcript_id: row.transcript_id,
  language: row.language as TTranslationEvent['language'],
  status: row.status,
  progress: Math.floor(row.progress),
  error_message: row.error_message,
});
