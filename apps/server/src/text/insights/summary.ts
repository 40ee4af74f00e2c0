import { byRank, rankedSentences, substantial } from './ranked-sentences.js';
import { sameTextKey } from './tokens.js';
import { asWritten, type Sentence } from './transcript-sentences.js';

/** Share of the transcript's words a summary aims for. */
export const SUMMARY_RATIO = 0.15;
export const SUMMARY_MAX_SENTENCES = 8;

/**
 * Extractive summary: the highest-ranked sentences up to about 15% of the words (at least one sentence, at
 * most eight), each once, in the order they were said.
 */
export function summarise(sentences: Sentence[], language: string): string {
  const ranked = rankedSentences(sentences, language);
  const budget = Math.round(ranked.reduce((sum, s) => sum + s.wordCount, 0) * SUMMARY_RATIO);
  const chosen: typeof ranked = [];
  const seen = new Set<string>();
  let used = 0;
  for (const sentence of substantial(ranked).sort(byRank)) {
    if (chosen.length === SUMMARY_MAX_SENTENCES) break;
    const key = sameTextKey(sentence.text);
    if (seen.has(key) || (chosen.length > 0 && used + sentence.wordCount > budget)) continue;
    chosen.push(sentence);
    seen.add(key);
    used += sentence.wordCount;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => asWritten(s.text, language))
    .join(' ');
}
