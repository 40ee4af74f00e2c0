import { z } from 'zod';
import { ZAudioItem } from './audio.js';
import { rowIdText, withoutUnsafeCharacters } from './common.js';
import { ZQualityVerdict } from './quality.js';
import { ZTranscriptStatus } from './transcript-status.js';

/** The longest speaker name the list filters by. */
const SPEAKER_NAME_MAX = 100;

/** The most files one page of the list holds (about 130 KB of JSON). */
export const AUDIO_LIST_MAX_LIMIT = 500;
const LIMIT_ERROR = `limit must be a whole number from 1 to ${AUDIO_LIST_MAX_LIMIT}.`;

const booleanText = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be "true" or "false".` })
    .transform((text) => text === 'true');
/** A query parameter that may come once or repeated (`tag=1&tag=2`), as a list either way. */
const repeatedIds = (error: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z.array(rowIdText(error)).max(20, { error: 'At most 20 tags at once.' }),
  );
const dateText = (name: string) =>
  z.string().refine((text) => text.length <= 40 && !Number.isNaN(Date.parse(text)), {
    error: `${name} must be a date like 2026-12-31.`,
  });
const percentText = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 0 to 100.` })
    .int({ error: `${name} must be a whole number from 0 to 100.` })
    .min(0, { error: `${name} must be a whole number from 0 to 100.` })
    .max(100, { error: `${name} must be a whole number from 0 to 100.` });
const secondsText = (name: string) =>
  z.coerce.number({ error: `${name} must be a number of seconds.` }).min(0, {
    error: `${name} must be a number of seconds.`,
  });

export const AUDIO_LIST_SORTS = ['date', 'name', 'duration', 'reviewed'] as const;
export const ZAudioListSort = z.enum(AUDIO_LIST_SORTS, {
  error: 'sort must be one of date, name, duration, reviewed.',
});
export type TAudioListSort = z.infer<typeof ZAudioListSort>;

/**
 * Without `limit` the whole list comes in one answer (as it always has); with it, one page, and `next_cursor`
 * asks for the page after it (`cursor`, opaque, given for the same filters and sort; null at the end; a cursor
 * of another sort or order answers 400 INVALID_CURSOR). Filters combine (a file matches all of them); those
 * about transcripts (status, language, mode, voice, reviewed, quality) match a file with one transcript that
 * meets all of them together, so a file without transcripts matches none of them.
 */
export const ZAudioListQuery = z.object({
  folder_id: rowIdText().optional(),
  limit: z.coerce
    .number({ error: LIMIT_ERROR })
    .int({ error: LIMIT_ERROR })
    .min(1, { error: LIMIT_ERROR })
    .max(AUDIO_LIST_MAX_LIMIT, { error: LIMIT_ERROR })
    .optional(),
  // A cursor of the name sort holds the last file's name (up to 255 characters, in base64url JSON).
  cursor: z.string().max(2000).optional(),
  /** Files bearing every tag named (repeat for several). */
  tag: repeatedIds('tag must be a tag id.').optional(),
  status: z
    .enum(ZTranscriptStatus.options, {
      error: `status must be one of ${ZTranscriptStatus.options.join(', ')}.`,
    })
    .optional(),
  /** A language id (as audio_transcript_language_id). */
  language: rowIdText('language must be a language id.').optional(),
  /** A transcription mode's id (audio_transcript_model_id). */
  mode: rowIdText('mode must be a transcription mode id.').optional(),
  /** A saved voice's id: transcripts said to be that voice. */
  voice: rowIdText('voice must be a saved voice id.').optional(),
  /**
   * A speaker's name (capitals or not), as the transcript names them: files in which that speaker says
   * something, a saved voice recognised by its name too. Found through the search index, so a file just
   * transcribed or renamed matches once it is indexed (a moment later).
   */
  speaker: z
    .string()
    .overwrite(withoutUnsafeCharacters)
    .trim()
    .min(1, { error: 'speaker must be a speaker name.' })
    .max(SPEAKER_NAME_MAX, { error: `speaker must be at most ${SPEAKER_NAME_MAX} characters.` })
    .optional(),
  /** Reviewed share (audio_transcript_reviewed_percent) at least / at most; `reviewed_max=99`: not fully reviewed. */
  reviewed_min: percentText('reviewed_min').optional(),
  reviewed_max: percentText('reviewed_max').optional(),
  /** The quality verdict of a completed transcript (audio_transcript_quality): good, fair or poor. */
  quality: z.enum(ZQualityVerdict.options, { error: 'quality must be good, fair or poor.' }).optional(),
  /** Duration in seconds, from / up to (inclusive). */
  duration_min: secondsText('duration_min').optional(),
  duration_max: secondsText('duration_max').optional(),
  /**
   * Created on or after `created_from`, and before `created_to` (that moment itself left out); a date alone
   * is its midnight, UTC: `created_from=2026-03-01&created_to=2026-04-01` is March.
   */
  created_from: dateText('created_from').optional(),
  created_to: dateText('created_to').optional(),
  /** true: the files you starred; false: those you did not (stars are each user's own). */
  starred: booleanText('starred').optional(),
  /** true: the Archive (archived files only). Left out or false: files not archived, as every default view. */
  archived: booleanText('archived').optional(),
  /**
   * date (default, newest first), name (A to Z, capitals or not), duration (longest first), reviewed (least
   * first: the highest reviewed share among the file's transcripts, 0 without any). Ties go by file id.
   */
  sort: ZAudioListSort.optional(),
  /** asc or desc; left out, the sort's natural order (date and duration desc, name and reviewed asc). */
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc.' }).optional(),
});
export type TAudioListQuery = z.infer<typeof ZAudioListQuery>;

export const ZAudioListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZAudioItem),
  /** Where the next page starts (send it back as `cursor`); null on the last page and without `limit`. */
  next_cursor: z.string().nullable().default(null),
});
export type TAudioListResponse = z.infer<typeof ZAudioListResponse>;

/** The files a view matches (GET /api/v1/audio/count, the list's filters): "Select all 1,204 files". */
export const ZAudioCountResponse = z.object({
  success: z.literal(true),
  data: z.object({ audio_count: z.number().int().nonnegative() }),
});
export type TAudioCountResponse = z.infer<typeof ZAudioCountResponse>;
