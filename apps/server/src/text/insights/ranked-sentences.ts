import { rankSentences } from './textrank.js';
import { contentStems, words } from './tokens.js';
import type { Sentence } from './transcript-sentences.js';

export interface RankedSentence {
  /** Position in the transcript. */
  index: number;
  text: string;
  stems: string[];
  wordCount: number;
  score: number;
}

/**
 * The sentences the engine heard, with their TextRank scores weighed by how sure it was of their words, in
 * transcript order (`index` is the place in `sentences`). A mostly unsure sentence (more than half its words
 * unsure) is left out: nothing is built on words the engine did not hear.
 */
export function rankedSentences(sentences: Sentence[], language: string): RankedSentence[] {
  const heard = sentences
    .map((sentence, index) => ({ ...sentence, index }))
    .filter((sentence) => sentence.sure >= 0.5);
  const stems = heard.map((s) => contentStems(s.text, language));
  const scores = rankSentences(stems);
  return heard.map(({ text, sure, index }, i) => ({
    index,
    text,
    stems: stems[i] ?? [],
    wordCount: words(text, language).length,
    score: (scores[i] ?? 0) * sure,
  }));
}

/** Highest score first; earlier first on a tie, so results do not depend on sort stability. */
export const byRank = (a: RankedSentence, b: RankedSentence) => b.score - a.score || a.index - b.index;

/**
 * Sentences worth quoting: fillers such as "Yes." or "Okay, thanks." carry fewer than two content words.
 * All of them when nothing else is left.
 */
export function substantial(sentences: RankedSentence[]): RankedSentence[] {
  const kept = sentences.filter((s) => new Set(s.stems).size >= 2);
  return kept.length > 0 ? kept : sentences;
}
