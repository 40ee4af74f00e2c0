import { z } from 'zod';
import { rowIdText } from './common.js';

/** The languages a transcript can be translated into (iso codes). */
export const TRANSLATION_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

export const ZTranslationLanguage = z.enum(TRANSLATION_LANGUAGES, {
  error: 'language must be one of en, es, fr, de.',
});
export type TTranslationLanguage = z.infer<typeof ZTranslationLanguage>;

/** queued: waiting for a worker; running: batches being translated; the other three are final. */
export const ZTranslationStatus = z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']);
export type TTranslationStatus = z.infer<typeof ZTranslationStatus>;

/** POST /audio/transcript/{id}/translations: start (or start again) a translation into `language`. */
export const ZTranslationRequest = z.object({ language: ZTranslationLanguage });
export type TTranslationRequest = z.infer<typeof ZTranslationRequest>;

/** `/audio/transcript/{id}/translations/{language}` */
export const ZTranslationParams = z.object({ id: rowIdText(), language: ZTranslationLanguage });

/** The export route's query: `language` exports the finished translation instead of the original. */
export const ZExportLanguageQuery = z.object({ language: ZTranslationLanguage.optional() });

export const ZTranslationSummary = z.object({
  transcript_id: z.number().int(),
  language: ZTranslationLanguage,
  status: ZTranslationStatus,
  /** Percent of the segments translated, 0-100. */
  progress: z.number().int().min(0).max(100),
  /** The transcript's texts changed since the translation was made: it no longer matches them. */
  outdated: z.boolean(),
  /** Why it failed (the model's refusal, the day's tokens used up), else null. */
  error_message: z.string().nullable(),
  /** Segments the model left out or garbled twice: they keep the original text. */
  untranslated_segments: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTranslationSummary = z.infer<typeof ZTranslationSummary>;

export const ZTranslatedSegment = z.object({
  segment_id: z.number().int(),
  text: z.string(),
  /** The model gave no usable translation: `text` is the original. */
  untranslated: z.boolean(),
});
export type TTranslatedSegment = z.infer<typeof ZTranslatedSegment>;

export const ZTranslation = ZTranslationSummary.extend({ segments: z.array(ZTranslatedSegment) });
export type TTranslation = z.infer<typeof ZTranslation>;

export const ZTranslationListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZTranslationSummary),
});
export type TTranslationListResponse = z.infer<typeof ZTranslationListResponse>;

/** One translation with its segments; `data` is null when none into that language was started. */
export const ZTranslationResponse = z.object({ success: z.literal(true), data: ZTranslation.nullable() });
export type TTranslationResponse = z.infer<typeof ZTranslationResponse>;

export const ZTranslationStartResponse = z.object({ success: z.literal(true), data: ZTranslationSummary });

/** The `translation_progress` server-sent event: a translation's progress, completion or failure. */
export const ZTranslationEvent = z.object({
  transcript_id: z.number().int(),
  language: ZTranslationLanguage,
  status: ZTranslationStatus,
  progress: z.number().int().min(0).max(100),
  error_message: z.string().nullable(),
});
export type TTranslationEvent = z.infer<typeof ZTranslationEvent>;
