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

/** A term as an FTS5 string; terms are letters and digits only, and quotes are doubled all the same. */
const quoted = (term: string) => `"${term.replaceAll('"', '""')}"`;
const allOf = (terms: string[]) => `(${terms.map(quoted).join(' AND ')})`;
const ownerToken = (userId: number) => quoted(`u${userId}`);

/**
 * The SQLite FTS5 expression over segments: the user's own rows (of these files, when given), where every
 * word of the query appears in the form of the row's own language.
 */
export function segmentMatchExpression(userId: number, query: ParsedQuery, audioIds?: number[]): string {
  const perLanguage = INDEX_LANGUAGES.filter((language) => query.terms[language].length > 0).map(
    (language) => `(lang : ${quoted(language)} AND terms : ${allOf(query.terms[language])})`,
  );
  const files = audioIds ? ` AND file : (${audioIds.map((id) => quoted(fileOf(id))).join(' OR ')})` : '';
  return `owner : ${ownerToken(userId)}${files} AND (${perLanguage.join(' OR ')})`;
}

/** The SQLite FTS5 expression over file names, which are indexed in every language's forms at once. */
export function nameMatchExpression(userId: number, query: ParsedQuery): string {
  const perLanguage = INDEX_LANGUAGES.filter((language) => query.terms[language].length > 0).map((language) =>
    allOf(query.terms[language]),
  );
  return `owner : ${ownerToken(userId)} AND terms : (${perLanguage.join(' OR ')})`;
}

/** The owner column of the SQLite indexes. */
export const ownerOf = (userId: number) => `u${userId}`;
/** The file column of the SQLite segment index: finding one page's segments reads only their files'. */
export const fileOf = (audioId: number) => `a${audioId}`;

/** A file name's terms for the SQLite index: its words' forms in every index language. */
export function nameTerms(fileName: string): string {
  const words = tokensOf(fileName).map((token) => token.word);
  return [...new Set(INDEX_LANGUAGES.flatMap((language) => words.map((word) => termOf(word, language))))]
    .filter(Boolean)
    .join(' ');
}
