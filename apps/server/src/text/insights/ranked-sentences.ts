import { rankSentences } from './textrank.js';
import { contentStems, words } from './tokens.js';

export interface RankedSentence {
  /** Position in the transcript. */
  index: number;
  text: string;
  stems: string[];
  wordCount: number;
  score: number;
}

/** Sentences with their TextRank scores, in transcript order. */
export function rankedSentences(sentences: string[], language: string): RankedSentence[] {
  const stems = sentences.map((s) => contentStems(s, language));
  const scores = rankSentences(stems);
  return sentences.map((text, index) => ({
    index,
    text,
    stems: stems[index] ?? [],
    wordCount: words(text, language).length,
    score: scores[index] ?? 0,
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
