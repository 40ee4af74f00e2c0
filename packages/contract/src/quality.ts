import { z } from 'zod';
import type { TSpeakerBlock, TWord } from './transcript.js';

/**
 * Words the engine gave less than this confidence are unsure: marked for review in the viewer, and counted
 * against a transcript's quality. pocketsphinx's confidences are low overall: on the LibriVox reading of the
 * e2e tests, 0.5 marks a third of all words (8 of its 22 marks wrong), 0.3 marks 14 of 62 words of which 6 are
 * wrong, twice the rate of the unmarked words. A word a person typed or confirmed has confidence 1.
 */
export const UNSURE_BELOW = 0.3;

export const isUnsure = (word: Pick<TWord, 'confidence'> | undefined) =>
  word !== undefined && word.confidence < UNSURE_BELOW;

/**
 * More than half of the segment's words are unsure: the engine did not really hear it, so nothing is built on
 * it (no sentiment, left out of analytics and summaries) until a person confirms or corrects it.
 */
export function mostlyUnsure(words: readonly Pick<TWord, 'confidence'>[]): boolean {
  return words.filter((word) => word.confidence < UNSURE_BELOW).length * 2 > words.length;
}

/**
 * A transcript's verdict by the share of its words that are unsure, the bounds measured on real recordings
 * with the built-in engine (bench/results/quality.md): a LibriVox reading came out at 0.20 (21% of its words
 * wrong), two-reader LibriSpeech mixes at 0.10-0.22 when 33-41% were wrong and 0.44-0.53 when 56-88% were,
 * AMI meetings at 0.37-0.67. Below 0.25 most words are right; from 0.35 most sentences are not.
 */
export const QUALITY_BOUNDS = { goodBelow: 0.25, poorFrom: 0.35 } as const;

export const ZQualityVerdict = z.enum(['good', 'fair', 'poor']);
export type TQualityVerdict = z.infer<typeof ZQualityVerdict>;

/** How far a transcript can be trusted: the share of its recognised words under the unsure threshold. */
export const ZTranscriptQuality = z.object({
  unsure_share: z.number().min(0).max(1),
  verdict: ZQualityVerdict,
});
export type TTranscriptQuality = z.infer<typeof ZTranscriptQuality>;

/** The share of the transcript's words that are unsure (0 to 1); null when it has no words. */
export function unsureShare(blocks: TSpeakerBlock[]): number | null {
  let words = 0;
  let unsure = 0;
  for (const block of blocks)
    for (const segment of block.audio_transcript_data_segment) {
      words += segment.audio_transcript_data_segment_words.length;
      unsure += segment.audio_transcript_data_segment_words.filter(isUnsure).length;
    }
  return words === 0 ? null : Math.round((unsure / words) * 1000) / 1000;
}

/** The quality of a transcript whose unsure share is known; null for one without words (or not done yet). */
export function transcriptQuality(share: number | null): TTranscriptQuality | null {
  if (share === null) return null;
  const verdict =
    share < QUALITY_BOUNDS.goodBelow ? 'good' : share < QUALITY_BOUNDS.poorFrom ? 'fair' : 'poor';
  return { unsure_share: share, verdict };
}
