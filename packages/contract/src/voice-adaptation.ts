import { z } from 'zod';

/**
 * The speech engine adapted to a saved voice (issue 28): a transform of the built-in engine's model made
 * from the voice's verified segments, checked on verified segments it was not made from. It is used
 * (`enabled`) only when it made no more word errors there than the unadapted engine.
 */
export const ZVoiceAdaptation = z.object({
  /**
   * 'mllr': a linear transform of the model's means (sphinxtrain's mllr_solve); 'mllr+map': the means then
   * MAP-adapted to the voice one by one (sphinxtrain's map_adapt), used when they made fewer errors on the
   * held-out speech than the transform alone.
   */
  kind: z.enum(['mllr', 'mllr+map']),
  /** Verified speech the transform was made from. */
  seconds: z.number(),
  utterances: z.number().int(),
  words: z.number().int(),
  /** The held-out check: its number of words and the share of them recognised wrong without and with it (0-1). */
  held_out_words: z.number().int(),
  wer_unadapted: z.number(),
  wer_adapted: z.number(),
  /** Whether transcripts use it. */
  enabled: z.boolean(),
  /** Why not: 'worse_on_held_out' (it made more word errors on the held-out speech than the engine without it). */
  disabled_reason: z.enum(['worse_on_held_out']).nullable(),
  created_at: z.string(),
});
export type TVoiceAdaptation = z.infer<typeof ZVoiceAdaptation>;

/**
 * The profile's adaptation job: 'idle' (none waiting), 'queued', 'running', or 'failed' (`error` says why).
 * A job starts on its own when a saved transcript brings the voice's verified speech past a minute (then
 * past half as much again as the last adaptation had), or on demand.
 */
export const ZVoiceAdaptationJob = z.object({
  status: z.enum(['idle', 'queued', 'running', 'failed']),
  error: z.string().nullable(),
});
export type TVoiceAdaptationJob = z.infer<typeof ZVoiceAdaptationJob>;

/**
 * A transcript speaker recognised with the adaptation of their saved voice: from the start when the person
 * said who was speaking (`pass` 'first'), else again after a saved voice named them (a second pass).
 */
export const ZAdaptedSpeaker = z.object({
  /** The speaker's name in the transcript (the profile's name). */
  speaker: z.string(),
  voice_profile_id: z.number().int(),
  /** When the adaptation used was made. */
  adapted_at: z.string(),
  /** Absent in transcripts made before there was a first pass: those were second passes. */
  pass: z.enum(['first', 'second']).optional(),
});
export type TAdaptedSpeaker = z.infer<typeof ZAdaptedSpeaker>;
