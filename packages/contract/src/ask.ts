import { z } from 'zod';
import { rowId } from './common.js';
import { ZTextRange } from './search.js';

export const ASK_QUESTION_MAX = 1000;

/**
 * POST /api/v1/ask: a question about one file's transcript (`audio_id`), a folder's files (`folder_id`) or,
 * with neither, every file the user may read. Naming both is refused.
 */
export const ZAskRequest = z
  .object({
    question: z
      .string({ error: 'Please enter a question.' })
      .trim()
      .min(1, { error: 'Please enter a question.' })
      .max(ASK_QUESTION_MAX, { error: `A question may be at most ${ASK_QUESTION_MAX} characters.` }),
    audio_id: rowId('audio_id must be a file id.').optional(),
    folder_id: rowId('folder_id must be a folder id.').optional(),
  })
  .refine((body) => body.audio_id === undefined || body.folder_id === undefined, {
    error: 'Ask about one file or one folder, not both.',
    path: ['folder_id'],
  });
export type TAskRequest = z.infer<typeof ZAskRequest>;

/** A segment an answer rests on; `ref` is the marker the answer text cites it by (`[S3]`). */
export const ZAskCitation = z.object({
  ref: z.string(),
  audio_id: z.number().int(),
  file_name: z.string(),
  segment_id: z.number().int(),
  /** Seconds from the start of the recording. */
  start: z.number(),
  end: z.number(),
  text: z.string(),
});
export type TAskCitation = z.infer<typeof ZAskCitation>;

/** A segment that matches the question, best first, with the question's words marked in its text. */
export const ZAskPassage = ZAskCitation.extend({ highlights: z.array(ZTextRange) });
export type TAskPassage = z.infer<typeof ZAskPassage>;

/**
 * 'llm': written by the language model from the passages it was sent; 'extractive': the best matching
 * passages themselves (no model configured, or it failed, timed out or the day's tokens were used up).
 */
export const ZAskMethod = z.enum(['llm', 'extractive']);
export type TAskMethod = z.infer<typeof ZAskMethod>;

export const ZAskAnswer = z.object({
  /** Plain text citing its segments as `[S1]`; empty when nothing matched (extractive). */
  answer: z.string(),
  method: ZAskMethod,
  citations: z.array(ZAskCitation),
  passages: z.array(ZAskPassage).optional(),
});
export type TAskAnswer = z.infer<typeof ZAskAnswer>;

export const ZAskResponse = z.object({ success: z.literal(true), data: ZAskAnswer });
export type TAskResponse = z.infer<typeof ZAskResponse>;

/**
 * With `Accept: text/event-stream` the answer streams as server-sent events: `text` (a piece of the
 * answer as written), then `done` (the whole answer, which replaces the pieces: a fallback answer differs
 * from what was streamed), with `citations` just before it.
 */
export const ZAskTextEvent = z.object({ text: z.string() });
export const ZAskCitationsEvent = z.object({ citations: z.array(ZAskCitation) });
export const ZAskDoneEvent = ZAskAnswer;

/** One question and its answer in a transcript's conversation. */
export const ZAskTurn = ZAskAnswer.omit({ passages: true }).extend({
  id: z.number().int(),
  question: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type TAskTurn = z.infer<typeof ZAskTurn>;

/** GET /api/v1/ask/audio/{id}/history: the user's questions about the file's transcript, oldest first. */
export const ZAskHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({ turns: z.array(ZAskTurn) }),
});
export type TAskHistoryResponse = z.infer<typeof ZAskHistoryResponse>;
