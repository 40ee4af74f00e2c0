import type { RankedSentence } from './ranked-sentences.js';
import { segmenter, stem } from './tokens.js';

const MAX_PHRASE_WORDS = 4;

/** How much each stem matters: the summed rank of the sentences it appears in (central and frequent). */
export function stemWeights(sentences: RankedSentence[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const sentence of sentences) {
    for (const s of new Set(sentence.stems)) weights.set(s, (weights.get(s) ?? 0) + sentence.score);
  }
  return weights;
}

export interface KeyPhrase {
  text: string;
  /** The sentence it first appears in. */
  index: number;
  score: number;
}

/**
 * Key phrases, best first: runs of up to four content words that no stop word or punctuation interrupts
 * (as RAKE finds candidates), scored by the `stemWeights` of their words.
 */
export function keyPhrases(
  sentences: RankedSentence[],
  weights: Map<string, number>,
  language: string,
): KeyPhrase[] {
  const phrases = new Map<string, KeyPhrase>();
  const wordBreaks = segmenter(language, 'word');
  for (const sentence of sentences) {
    let run: { word: string; stem: string }[] = [];
    const close = () => {
      if (run.length > 0 && run.length <= MAX_PHRASE_WORDS) {
        const text = run.map((w) => w.word).join(' ');
        const key = text.toLocaleLowerCase(language);
        const score = run.reduce((sum, w) => sum + (weights.get(w.stem) ?? 0), 0);
        const known = phrases.get(key);
        if (known) known.score += score;
        else phrases.set(key, { text, index: sentence.index, score });
      }
      run = [];
    };
    for (const segment of wordBreaks.segment(sentence.text)) {
      if (!segment.isWordLike) {
        if (segment.segment.trim() !== '') close();
        continue;
      }
      const s = stem(segment.segment, language);
      if (s === null) close();
      else run.push({ word: segment.segment, stem: s });
    }
    close();
  }
  return [...phrases.values()].sort((a, b) => b.score - a.score || a.index - b.index);
}
