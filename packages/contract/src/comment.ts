import { z } from 'zod';
import { MAX_ROW_ID } from './common.js';

/** The longest comment, in characters (after trimming). */
export const COMMENT_TEXT_MAX = 2000;

export const ZCommentText = z
  .string({ error: 'Please write a comment.' })
  .trim()
  .min(1, { error: 'A comment cannot be empty.' })
  .max(COMMENT_TEXT_MAX, { error: `A comment may hold at most ${COMMENT_TEXT_MAX} characters.` });

/** A position in the recording, in seconds. */
const seconds = (what: string) =>
  z
    .number({ error: `The comment's ${what} must be a time in seconds.` })
    .min(0, { error: `The comment's ${what} cannot be before the start of the recording.` })
    .max(1e7, { error: `The comment's ${what} is past the end of the recording.` });

/**
 * A remark on one segment of a transcript, at a time (or over a range) of its recording. The author
 * fields are null once the author's account is gone.
 */
export const ZComment = z.object({
  comment_id: z.number().int(),
  comment_transcript_id: z.number().int(),
  /** The segment's `audio_transcript_data_segment_id`. */
  comment_segment_id: z.number().int(),
  /** Seconds into the recording. */
  comment_start: z.number(),
  /** The end of the range it is about; null for a single moment. */
  comment_end: z.number().nullable(),
  comment_text: z.string(),
  comment_author_id: z.number().int().nullable(),
  comment_author_email: z.string().nullable(),
  comment_author_name: z.string().nullable(),
  /** Written by the caller: they may edit and delete it. */
  comment_is_own: z.boolean(),
  comment_resolved: z.boolean(),
  /** ISO 8601, UTC; null while open. */
  comment_resolved_at: z.string().nullable(),
  comment_resolved_by_email: z.string().nullable(),
  /** ISO 8601, UTC. */
  comment_created_at: z.string(),
  comment_updated_at: z.string(),
});
export type TComment = z.infer<typeof ZComment>;

/** A comment as a webhook receives it: no one is "the caller" there. */
export const ZWebhookComment = ZComment.omit({ comment_is_own: true });
export type TWebhookComment = z.infer<typeof ZWebhookComment>;

/** Comment on segment `segment_id` at `start` seconds, or over `start`..`end`. */
export const ZCommentCreateRequest = z
  .object({
    segment_id: z
      .number({ error: 'Choose the segment to comment on.' })
      .int({ error: 'Choose the segment to comment on.' })
      .min(0, { error: 'Choose the segment to comment on.' })
      .max(MAX_ROW_ID, { error: 'Choose the segment to comment on.' }),
    start: seconds('start'),
    end: seconds('end').nullable().optional(),
    text: ZCommentText,
  })
  .refine((body) => body.end === undefined || body.end === null || body.end > body.start, {
    error: "The end of a comment's range must come after its start.",
    path: ['end'],
  });
export type TCommentCreateRequest = z.infer<typeof ZCommentCreateRequest>;

/** Change the text (the author only), or resolve (true) or reopen (false) it. */
export const ZCommentUpdateRequest = z
  .object({
    text: ZCommentText.optional(),
    resolved: z.boolean({ error: 'resolved must be true or false.' }).optional(),
  })
  .refine((body) => body.text !== undefined || body.resolved !== undefined, {
    error: 'Nothing to change: send text or resolved.',
  });
export type TCommentUpdateRequest = z.infer<typeof ZCommentUpdateRequest>;

export const ZCommentResponse = z.object({ success: z.literal(true), data: ZComment });
export type TCommentResponse = z.infer<typeof ZCommentResponse>;
/** A transcript's comments, in the order of their time in the recording. */
export const ZCommentListResponse = z.object({ success: z.literal(true), data: z.array(ZComment) });
export type TCommentListResponse = z.infer<typeof ZCommentListResponse>;
