import type { ParsedQuery } from './search-query.js';
import { INDEX_LANGUAGES, type IndexLanguage, termOf, termsOf, tokensOf } from './search-terms.js';

/**
 * How the SQLite FTS5 indexes spell a term: `<user>_<language>_<term>` (the tokenizer keeps '_' inside a
 * token). FTS5 then holds one posting list per user, language and word, so a query reads only the user's
 * own entries in each language and the work follows how often the word occurs, not how many rows there
 * are; a filter column matching every row of a user or a language would be read whole by each query.
 * File names, which have no language, are spelled in every language's forms under 'name'.
 */
type Space = IndexLanguage | 'name';
const token = (userId: number, space: Space, term: string) => `${userId}_${space}_${term}`;

/** A term as an FTS5 string; terms are letters and digits only, and quotes are doubled all the same. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
const allOf = (userId: number, space: Space, terms: string[]) =>
  `(${terms.map((term) => quoted(token(userId, space, term))).join(' AND ')})`;
/** Every term under any one of the owners. */
const allOfAny = (owners: number[], space: Space, terms: string[]) =>
  owners.map((owner) => allOf(owner, space, terms)).join(' OR ');

/** A segment's tokens for the index. */
export function segmentTokens(userId: number, language: IndexLanguage, text: string): string {
  return termsOf(text, language)
    .map((term) => token(userId, language, term))
    .join(' ');
}

/** A file name's tokens for the index: its words' forms in every index language. */
export function nameTokens(userId: number, fileName: string): string {
  const words = tokensOf(fileName).map((t) => t.word);
  const terms = new Set(INDEX_LANGUAGES.flatMap((language) => words.map((word) => termOf(word, language))));
  return [...terms]
    .filter(Boolean)
    .map((term) => token(userId, 'name', term))
    .join(' ');
}

/** The file column of the segment index: finding one page's segments reads only their files' entries. */
export const fileToken = (audioId: number) => `a${audioId}`;

/**
 * The expression over segments: the owners' rows (of these files, when given) holding every word of the
 * query in the form of the row's own language.
 */
export function segmentMatchExpression(owners: number[], query: ParsedQuery, audioIds?: number[]): string {
  const perLanguage = INDEX_LANGUAGES.filter((language) => query.terms[language].length > 0).map((language) =>
    allOfAny(owners, language, query.terms[language]),
  );
  const files = audioIds ? `file : (${audioIds.map((id) => quoted(fileToken(id))).join(' OR ')}) AND ` : '';
  return `${files}terms : (${perLanguage.join(' OR ')})`;
}

/** The expression over the owners' file names: every word of the query, in any one language's forms. */
export function nameMatchExpression(owners: number[], query: ParsedQuery): string {
  const perLanguage = INDEX_LANGUAGES.filter((language) => query.terms[language].length > 0).map((language) =>
    allOfAny(owners, 'name', query.terms[language]),
  );
  return `terms : (${perLanguage.join(' OR ')})`;
}

/**
 * Any of the query's terms in any language under any owner: how many rows this matches bounds the work of
 * FTS5's bm25, which counts each term's rows over the whole index to weigh it.
 */
export function anyTermExpression(owners: number[], query: ParsedQuery): string {
  const tokens = INDEX_LANGUAGES.flatMap((language) =>
    owners.flatMap((owner) => query.terms[language].map((term) => quoted(token(owner, language, term)))),
  );
  return `terms : (${[...new Set(tokens)].join(' OR ')})`;
}
