import type { SpeechRegion } from '../vad.js';
import type { RecognisedWord } from './engine.js';
import type { RecognisedTokens } from './sherpa-recogniser.js';

/** A stretch of the file recognised in one go: whole speech regions, cut in the pauses between them. */
export interface Piece {
  start: number;
  end: number;
}

/** Longest piece: a transducer's attention grows with the square of its input, and a piece is one input. */
export const MAX_PIECE_SECONDS = 30;
/** A longer pause starts a new piece: recognising silence is work for nothing and invites made-up words. */
const MAX_PAUSE_SECONDS = 3;
/** Audio kept around a piece's speech so its first and last words are not clipped. */
const MARGIN_SECONDS = 0.3;

/**
 * Groups the speech regions into pieces of at most MAX_PIECE_SECONDS (a longer region, which the voice
 * detector never makes, would be a piece of its own) without a long pause inside, each with a margin that
 * stops halfway to the neighbouring speech.
 */
export function planPieces(speech: SpeechRegion[], durationSeconds: number): Piece[] {
  const sorted = [...speech].sort((a, b) => a.start - b.start);
  const groups: SpeechRegion[][] = [];
  for (const region of sorted) {
    const group = groups.at(-1);
    const first = group?.[0];
    const last = group?.at(-1);
    const fits = first && last && region.end - first.start <= MAX_PIECE_SECONDS;
    if (group && fits && region.start - last.end <= MAX_PAUSE_SECONDS) group.push(region);
    else groups.push([region]);
  }
  return groups.map((group, i) => {
    const before = groups[i - 1]?.at(-1)?.end ?? 0;
    const after = groups[i + 1]?.[0]?.start ?? durationSeconds;
    const start = (group[0] as SpeechRegion).start;
    const end = Math.max(...group.map((r) => r.end));
    return {
      start: Math.max(start - MARGIN_SECONDS, (before + start) / 2, 0),
      end: Math.min(end + MARGIN_SECONDS, (end + after) / 2, durationSeconds),
    };
  });
}

/** A token that only ends the word before it (punctuation), rather than starting one. */
const ATTACHES = /^[.,!?;:…%)\]}»"'’-]+$/;

/**
 * Words from a piece's tokens: a token that begins with a space (sentencepiece's ▁) starts a word, others
 * continue it. A word runs from its first token's time to its last token's end (its TDT duration, or the
 * next token's time), on the file's timeline; its confidence is its least sure token's probability.
 */
export function wordsOfTokens(result: RecognisedTokens, offsetSeconds: number): RecognisedWord[] {
  const words: (RecognisedWord & { probabilities: number[] })[] = [];
  result.tokens.forEach((token, i) => {
    const start = (result.timestamps[i] ?? 0) + offsetSeconds;
    const next = result.timestamps[i + 1];
    const duration = result.durations[i];
    const end =
      duration && duration > 0 ? start + duration : next !== undefined ? next + offsetSeconds : start + 0.08;
    const probability = Math.exp(result.logProbs[i] ?? 0);
    const word = words.at(-1);
    if (word && (!token.startsWith(' ') || ATTACHES.test(token.trim()))) {
      word.word += token.trim();
      word.end = Math.max(word.end, end);
      word.probabilities.push(probability);
    } else if (token.trim()) {
      words.push({ word: token.trim(), start, end, confidence: 1, probabilities: [probability] });
    }
  });
  return words.map(({ probabilities, ...word }, i) => {
    const nextStart = words[i + 1]?.start ?? Number.POSITIVE_INFINITY;
    return {
      ...word,
      end: Math.min(word.end, nextStart),
      confidence: Math.min(1, ...probabilities),
    };
  });
}
