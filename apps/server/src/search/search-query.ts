import { INDEX_LANGUAGES, type IndexLanguage, termOf, tokensOf } from './search-terms.js';

/** More words than this in one query are ignored: a search box, not a document comparison. */
export const MAX_QUERY_WORDS = 12;

/**
 * What the user typed, reduced to its words and their indexed form in every index language. Nothing else
 * of the input survives: quotes, operators, brackets, NEAR, `*`, `-` and `column:` filters are not words,
 * so no query can speak the full-text engines' own syntax.
 */
export interface ParsedQuery {
  words: string[];
  terms: Record<IndexLanguage, string[]>;
}

export function parseSearchQuery(input: string): ParsedQuery {
  // A word of combining marks alone folds to nothing, and nothing cannot be searched for.
  const words = tokensOf(input)
    .map((token) => token.word)
    .filter((word) => termOf(word, 'simple') !== '')
    .slice(0, MAX_QUERY_WORDS);
  const terms = Object.fromEntries(
    INDEX_LANGUAGES.map((language) => [
      language,
      [...new Set(words.map((word) => termOf(word, language)).filter(Boolean))],
    ]),
  ) as Record<IndexLanguage, string[]>;
  return { words, terms };
}
