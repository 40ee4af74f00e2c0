import { z } from 'zod';

/** A word of a live draft, with its times (seconds) on the recording's timeline. */
export const ZDraftWord = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
});
export type TDraftWord = z.infer<typeof ZDraftWord>;

/**
 * What the built-in engine has recognised so far of a recording still being uploaded (a growing
 * resumable upload with `recording` = `1` in its metadata): a rough draft the full transcription replaces.
 */
export const ZUploadDraft = z.object({
  /** Seconds of the recording the server has heard so far. */
  draft_seconds: z.number(),
  /** The index of the first word in `draft_words` (the query's `from`): words are only ever added. */
  draft_from: z.number().int().nonnegative(),
  draft_words: z.array(ZDraftWord),
});
export type TUploadDraft = z.infer<typeof ZUploadDraft>;

/** `?from=N`: only the words from the N-th on (those the client does not have yet). */
export const ZUploadDraftQuery = z.object({
  from: z.coerce.number().int().nonnegative().max(10_000_000).optional(),
});

export const ZUploadDraftResponse = z.object({
  success: z.literal(true),
  data: ZUploadDraft,
});
export type TUploadDraftResponse = z.infer<typeof ZUploadDraftResponse>;
