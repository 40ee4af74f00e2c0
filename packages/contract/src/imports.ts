import { z } from 'zod';
import { rowId } from './common.js';
import { ZTranscriptionRequest } from './transcript.js';

/** A link's address is at most this long. */
export const IMPORT_URL_MAX = 2048;

/** A link the server fetches from: http(s), at most IMPORT_URL_MAX characters. */
export const ZLinkUrl = z
  .string()
  .trim()
  .max(IMPORT_URL_MAX, { error: `The link must be at most ${IMPORT_URL_MAX} characters.` })
  .refine((url) => /^https?:\/\//i.test(url) && URL.canParse(url), {
    error: 'Enter a link that starts with http:// or https://.',
  });

/**
 * Import a recording from a link (issue 42): the server downloads it (redirects followed), makes it an audio item
 * as an upload would be (the same size and length limits, the same duplicates rule) in `folder_id` (default: the
 * root folder), and transcribes it with `transcription` (the body of POST /audio/transcript/{id}).
 */
export const ZImportRequest = z.object({
  url: ZLinkUrl,
  folder_id: rowId('Invalid target folder selected.').optional(),
  keep_duplicate: z.boolean().default(false),
  transcription: ZTranscriptionRequest,
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

export const ZImportStatus = z.enum(['importing', 'completed', 'failed']);

/** One import as its user sees it: how far the download is, and what it became or why it failed. */
export const ZImport = z.object({
  import_id: z.number().int(),
  import_url: z.string(),
  import_status: ZImportStatus,
  /** Why it failed (English; `import_error_code` is stable), null otherwise. */
  import_error: z.string().nullable(),
  import_error_code: z.string().nullable(),
  import_received_bytes: z.number().int(),
  /** What the server said the download's size is; null when it did not say. */
  import_total_bytes: z.number().int().nullable(),
  /** The audio item it became (or, a duplicate, the one already there); null until then. */
  audio_id: z.number().int().nullable(),
  audio_duplicate_of: z.number().int().nullable(),
  /** ISO 8601, UTC. */
  import_create_date: z.string(),
});
export type TImport = z.infer<typeof ZImport>;

export const ZImportResponse = z.object({ success: z.literal(true), message: z.string(), data: ZImport });
export const ZImportListResponse = z.object({ success: z.literal(true), data: z.array(ZImport) });
