import type { TSegment, TWord } from '@transcribe/contract';

/** A pause this long between two words of an unpunctuated transcript is taken as a sentence break. */
export const PHRASE_PAUSE_SECONDS = 0.2;
const MIN_PHRASE_WORDS = 4;

/** A stretch of a segment's text with the recognised words it holds (all of the segment's, when they no longer match). */
export interface Phrase {
  text: string;
  words: TWord[];
}

/**
 * An unpunctuated segment cut at the pauses between its words: where a reader pauses is where a sentence
 * most likely ends (on LibriVox speech, pocketsphinx leaves 0.2-0.45 s there and 0.01 s between words).
 * The whole text when its words no longer match it one to one.
 */
export function pausePhrases(segment: TSegment): Phrase[] {
  const tokens = segment.audio_transcript_data_segment_transcript.split(/\s+/).filter(Boolean);
  const words = segment.audio_transcript_data_segment_words;
  if (words.length !== tokens.length) return tokens.length > 0 ? [{ text: tokens.join(' '), words }] : [];
  const phrases: { tokens: string[]; words: TWord[] }[] = [{ tokens: [], words: [] }];
  tokens.forEach((token, i) => {
    const word = words[i] as TWord;
    const current = phrases.at(-1) as (typeof phrases)[number];
    const gap = word.start - (words[i - 1]?.end ?? Number.POSITIVE_INFINITY);
    if (gap >= PHRASE_PAUSE_SECONDS && current.tokens.length >= MIN_PHRASE_WORDS)
      phrases.push({ tokens: [token], words: [word] });
    else {
      current.tokens.push(token);
      current.words.push(word);
    }
  });
  return phrases
    .filter((p) => p.tokens.length > 0)
    .map((p) => ({ text: p.tokens.join(' '), words: p.words }));
}
