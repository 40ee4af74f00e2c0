import type { TSegment } from '@transcribe/contract';

/** A pause this long between two words of an unpunctuated transcript is taken as a sentence break. */
export const PHRASE_PAUSE_SECONDS = 0.2;
const MIN_PHRASE_WORDS = 4;

/**
 * An unpunctuated segment cut at the pauses between its words: where a reader pauses is where a sentence
 * most likely ends (on LibriVox speech, pocketsphinx leaves 0.2-0.45 s there and 0.01 s between words).
 * The whole text when its words no longer match it one to one.
 */
export function pausePhrases(segment: TSegment): string[] {
  const tokens = segment.audio_transcript_data_segment_transcript.split(/\s+/).filter(Boolean);
  const words = segment.audio_transcript_data_segment_words;
  if (words.length !== tokens.length) return tokens.length > 0 ? [tokens.join(' ')] : [];
  const phrases: string[][] = [[]];
  tokens.forEach((token, i) => {
    const current = phrases.at(-1) ?? [];
    const gap = (words[i]?.start ?? 0) - (words[i - 1]?.end ?? Number.POSITIVE_INFINITY);
    if (gap >= PHRASE_PAUSE_SECONDS && current.length >= MIN_PHRASE_WORDS) phrases.push([token]);
    else current.push(token);
  });
  return phrases.filter((p) => p.length > 0).map((p) => p.join(' '));
}
