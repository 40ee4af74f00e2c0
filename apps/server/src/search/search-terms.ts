import { createRequire } from 'node:module';
import { languageById } from '../domain/languages.js';

/**
 * How a transcript's text is indexed: stemmed in one of the four interface languages (so "running" finds
 * "run"), or only folded to lower case without accents ('simple') in any other.
 */
export type IndexLanguage = 'en' | 'es' | 'fr' | 'de' | 'simple';
export const INDEX_LANGUAGES: readonly IndexLanguage[] = ['en', 'es', 'fr', 'de', 'simple'];

/** PostgreSQL's text search configuration for each index language. */
export const PG_CONFIG: Record<IndexLanguage, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  simple: 'simple',
};

export function indexLanguageOf(languageId: number): IndexLanguage {
  const iso = languageById(languageId)?.iso;
  return iso === 'en' || iso === 'es' || iso === 'fr' || iso === 'de' ? iso : 'simple';
}

interface Stemmer {
  stemWord(word: string): string;
}

let stemmers: Record<Exclude<IndexLanguage, 'simple'>, Stemmer> | undefined;

// The Snowball stemmers of the nlp.js language packs the sentiment analysis already installs; loaded on
// first use.
function stemmerFor(language: Exclude<IndexLanguage, 'simple'>): Stemmer {
  if (!stemmers) {
    const require = createRequire(import.meta.url);
    const load = (pkg: string, name: string): Stemmer => {
      const StemmerClass = (require(pkg) as Record<string, (new () => Stemmer) | undefined>)[name];
      if (!StemmerClass) throw new Error(`${pkg} has no ${name}`);
      return new StemmerClass();
    };
    stemmers = {
      en: load('@nlpjs/lang-en', 'StemmerEn'),
      es: load('@nlpjs/lang-es', 'StemmerEs'),
      fr: load('@nlpjs/lang-fr', 'StemmerFr'),
      de: load('@nlpjs/lang-de', 'StemmerDe'),
    };
  }
  return stemmers[language];
}

/** A word of a text and where it is (UTF-16 offsets, end exclusive). */
export interface Token {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The words of a text: runs of letters, digits and combining marks, as SQLite's unicode61 tokenizer cuts them. */
export function tokensOf(text: string): Token[] {
  return Array.from(text.matchAll(WORD), (m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}

const stripAccents = (word: string) => word.normalize('NFD').replace(/\p{M}+/gu, '');

/** The indexed form of one word: lower case, stemmed in its language, without accents. */
export function termOf(word: string, language: IndexLanguage): string {
  const lower = word.toLocaleLowerCase();
  if (language === 'simple') return stripAccents(lower);
  // nlp.js's Spanish stemmer expects unaccented input (its own normaliser removes accents first).
  const input = language === 'es' ? stripAccents(lower) : lower;
  return stripAccents(stemmerFor(language).stemWord(input));
}

/** The terms of a text in its language, in order, for the SQLite index. */
export function termsOf(text: string, language: IndexLanguage): string[] {
  return tokensOf(text)
    .map((token) => termOf(token.word, language))
    .filter(Boolean);
}

/** PostgreSQL: the configuration of a search_segments row, from its language column (immutable, for a generated column). */
export const PG_SEGMENT_CONFIG_SQL = `case language ${INDEX_LANGUAGES.filter((l) => l !== 'simple')
  .map((l) => `when '${l}' then '${PG_CONFIG[l]}'::regconfig`)
  .join(' ')} else 'simple'::regconfig end`;

/**
 * PostgreSQL: a file name's words in every index language's forms at once (names carry no language), as
 * search_names keeps them.
 * Punctuation becomes spaces first, or the parser would read "notes.wav" as one file-name token.
 */
export const PG_NAME_VECTOR_SQL = INDEX_LANGUAGES.map(
  (l) => `to_tsvector('${PG_CONFIG[l]}'::regconfig, regexp_replace(file_name, '[^[:alnum:]]+', ' ', 'g'))`,
).join(' || ');

/**
 * PostgreSQL: the owner as a lexeme ('@<user id>', which no text search configuration produces from
 * text) added to every indexed tsvector, so one GIN lookup finds a word among one user's rows only.
 */
export const PG_OWNER_LEXEME_SQL = "array_to_tsvector(array['@' || user_id::text])";
/** Any of these owners' lexemes, as a tsquery. */
export const pgOwnerQuery = (owners: number[]) => `(${owners.map((id) => `'@${id}'`).join(' | ')})`;
