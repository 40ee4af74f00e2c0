import { z } from 'zod';
import { rowIdText } from './common.js';
import { ZSpeakerBlock } from './transcript.js';

/**
 * How a revision came about. machine: what the engine produced; baseline: the text as it was when the
 * server began keeping revisions; edit: a save; review: a save that only marked segments verified (or not);
 * restore: a whole earlier revision brought back; redo: a range transcribed again, or its speakers told apart
 * again.
 */
export const ZRevisionKind = z.enum(['machine', 'baseline', 'edit', 'review', 'restore', 'redo']);
export type TRevisionKind = z.infer<typeof ZRevisionKind>;

/** One revision of a transcript, without its text. */
export const ZTranscriptRevision = z.object({
  revision_number: z.number().int().positive(),
  revision_kind: ZRevisionKind,
  /** ISO 8601, UTC. */
  revision_created_at: z.string(),
  /** Who saved it; null for the machine (and for a baseline). */
  revision_user_email: z.string().nullable(),
  /** The revision a restore brought back; null otherwise. */
  revision_restored_from: z.number().int().positive().nullable(),
  /**
   * Segments whose text differs from the revision before (added and removed ones included); for a review, the
   * segments whose verified mark it changed.
   */
  revision_segments_changed: z.number().int().nonnegative(),
  /** Speakers whose name differs from the revision before. */
  revision_speakers_renamed: z.number().int().nonnegative(),
});
export type TTranscriptRevision = z.infer<typeof ZTranscriptRevision>;

export const ZTranscriptRevisionListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZTranscriptRevision),
});
export type TTranscriptRevisionListResponse = z.infer<typeof ZTranscriptRevisionListResponse>;

/** One revision whole: its speaker blocks as they were. */
export const ZTranscriptRevisionResponse = z.object({
  success: z.literal(true),
  data: ZTranscriptRevision.extend({
    audio_transcript_num_speakers: z.number().int(),
    audio_transcript_data: z.array(ZSpeakerBlock),
  }),
});
export type TTranscriptRevisionResponse = z.infer<typeof ZTranscriptRevisionResponse>;

/** `/audio/transcript/{id}/revisions/{revision}`. */
export const ZRevisionParams = z.object({
  id: rowIdText(),
  revision: rowIdText(),
});
