import type { ParsedQuery } from './search-query.js';
import { INDEX_LANGUAGES, type IndexLanguage, termOf, tokensOf } from './search-terms.js';

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where a text holds a word of the query: words whose form in the text's language is one the query's
 * words take in that language, or that are the same word once case and accents are folded. `language`
 * 'any' is for file names, indexed in every language at once.
 */
export function matchedRanges(
  text: string,
  language: IndexLanguage | 'any',
  query: ParsedQuery,
): TextRange[] {
  const languages = language === 'any' ? INDEX_LANGUAGES : [language, 'simple' as const];
  const wanted = languages.map((l) => [l, new Set(query.terms[l])] as const);
  return tokensOf(text)
    .filter((token) => wanted.some(([l, terms]) => terms.has(termOf(token.word, l))))
    .map(({ start, end }) => ({ start, end }));
}

/** Longest snippet of a segment's text sent back; longer ones are cut around their first match. */
export const SNIPPET_MAX = 240;
const ELLIPSIS = '…';

/** A segment's text cut to at most SNIPPET_MAX characters around its first match, ranges moved along. */
export function snippetOf(text: string, ranges: TextRange[]): { snippet: string; highlights: TextRange[] } {
  if (text.length <= SNIPPET_MAX) return { snippet: text, highlights: ranges };
  const first = ranges[0]?.start ?? 0;
  let from = Math.max(0, first - Math.floor(SNIPPET_MAX / 3));
  // Start at a word boundary, so the snippet does not open on half a word.
  const space = text.lastIndexOf(' ', from);
  if (from > 0 && space >= 0 && first - space <= SNIPPET_MAX / 2) from = space + 1;
  const to = Math.min(text.length, from + SNIPPET_MAX);
  const prefix = from > 0 ? ELLIPSIS : '';
  const shift = prefix.length - from;
  return {
    snippet: `${prefix}${text.slice(from, to)}${to < text.length ? ELLIPSIS : ''}`,
    highlights: ranges
      .filter((r) => r.start >= from && r.end <= to)
      .map((r) => ({ start: r.start + shift, end: r.end + shift })),
  };
}
