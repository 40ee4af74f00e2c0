/** Every kind of query should answer within this, at p99 (issue 26: no slow corners). */
export const TARGET_MS = 100;

/**
 * The queries by kind, from the corpus's vocabulary (most common word first): how often their words occur
 * decides how many segments match. The API reads quotes and `*` as punctuation, so a phrase is its words
 * (all of them in one segment) and a prefix is the word begun, as someone still typing it sends it.
 */
export function fulltextQueries(
  words: string[],
  next: () => number,
  transcripts: number,
): Record<string, string[]> {
  const at = (from: number, to: number) => words[from + Math.floor(next() * (to - from))] as string;
  const several = (count: number, make: () => string) => Array.from({ length: count }, make);
  return {
    'rare word': several(40, () => at(5_000, words.length)),
    'middling word': several(40, () => at(200, 2_000)),
    'common word': several(20, () => at(5, 50)),
    'most common word': several(10, () => at(0, 5)),
    'two words': several(40, () => `${at(50, 500)} ${at(50, 500)}`),
    'two common words': several(20, () => `${at(0, 50)} ${at(0, 50)}`),
    phrase: several(20, () => `"${at(0, 200)} ${at(0, 200)} ${at(0, 200)}"`),
    prefix: several(20, () => `${at(0, 2_000).slice(0, 4)}*`),
    'no hit': several(20, () => `${at(0, words.length)}qx`),
    'file name': several(20, () => `meeting ${1 + Math.floor(next() * transcripts)}`),
  };
}
