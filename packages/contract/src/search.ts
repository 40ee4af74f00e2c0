import { z } from 'zod';
import { ZAudioListQuery } from './audio-list.js';

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE_MAX = 50;

/**
 * The file list's filters, under the names GET /api/v1/audio takes them by and meaning the same (tags, the
 * transcript's status, language, mode, voice, reviewed share and quality, duration, creation dates, the
 * caller's stars); `archived=true` searches the Archive instead of the files not archived.
 */
export const ZSearchFilters = ZAudioListQuery.pick({
  tag: true,
  status: true,
  language: true,
  mode: true,
  voice: true,
  speaker: true,
  reviewed_min: true,
  reviewed_max: true,
  quality: true,
  duration_min: true,
  duration_max: true,
  created_from: true,
  created_to: true,
  starred: true,
  archived: true,
});
export type TSearchFilters = z.infer<typeof ZSearchFilters>;

/**
 * GET /api/v1/search: words to find in the user's file names and transcripts, which page of files, and the
 * file list's filters, which the files found all meet.
 */
export const ZSearchQuery = z.object({
  q: z
    .string({ error: 'Please enter something to search for.' })
    .trim()
    .min(1, { error: 'Please enter something to search for.' })
    .max(SEARCH_QUERY_MAX, { error: `A search may be at most ${SEARCH_QUERY_MAX} characters.` }),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(10),
  ...ZSearchFilters.shape,
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/**
 * A matched word in a text, as UTF-16 offsets (`end` exclusive). The server sends plain text and these
 * ranges, never markup: the client marks the words itself, so a transcript cannot inject HTML.
 */
export const ZTextRange = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type TTextRange = z.infer<typeof ZTextRange>;

export const ZSearchSegmentHit = z.object({
  audio_transcript_data_segment_id: z.number().int(),
  audio_transcript_data_segment_start_time: z.number(),
  audio_transcript_data_segment_end_time: z.number(),
  /** Who speaks it: the name of its speaker block (audio_transcript_data_speaker) in the transcript. */
  audio_transcript_data_segment_speaker: z.string(),
  /** The segment's text, cut around the first match when long (with '…' where it was cut). */
  snippet: z.string(),
  highlights: z.array(ZTextRange),
});
export type TSearchSegmentHit = z.infer<typeof ZSearchSegmentHit>;

export const ZSearchFileHit = z.object({
  audio_id: z.number().int(),
  file_name: z.string(),
  file_name_highlights: z.array(ZTextRange),
  file_folder_id: z.number().int(),
  /** ISO 8601, UTC. */
  audio_create_date: z.string(),
  /** The transcript the segments are from; null when only the name matched. */
  audio_transcript_id: z.number().int().nullable(),
  /** How many of the file's segments match; `segments` holds the best few, in time order. */
  segment_match_count: z.number().int(),
  segments: z.array(ZSearchSegmentHit),
});
export type TSearchFileHit = z.infer<typeof ZSearchFileHit>;

export const ZSearchResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** The words searched for, as the server read the query. */
    words: z.array(z.string()),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Matching files in all pages. */
    total: z.number().int(),
    /**
     * True when the words are found in too many places to rank every match (a word in most files): the
     * results are then the matching files among the most recent transcripts (and every file whose name
     * matches), `total` counts those, and more files hold the words. Adding a word narrows the search.
     */
    total_is_capped: z.boolean().optional(),
    results: z.array(ZSearchFileHit),
  }),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
