import { stopWords } from './stopwords.js';

const segmenters = new Map<string, Intl.Segmenter>();

/** One Intl.Segmenter per language and granularity, made on first use. */
export function segmenter(language: string, granularity: 'word' | 'sentence'): Intl.Segmenter {
  const key = `${granularity}:${language}`;
  let made = segmenters.get(key);
  if (!made) {
    made = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, made);
  }
  return made;
}

/** The first letter in upper case, as the language writes it. */
export const capitalise = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The words of a text as written (no punctuation or spaces), in order. */
export function words(text: string, language: string): string[] {
  return Array.from(segmenter(language, 'word').segment(text))
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
}

/**
 * A word reduced to what stays the same across its inflections: lower case, cut to its first 6 letters
 * (truncation stemming: crude, but it works alike in every language and needs no dictionary). `null` for
 * stop words, numbers alone and single letters.
 */
export function stem(word: string, language: string): string | null {
  const lower = word.toLocaleLowerCase(language).replace(/['’]s$/, '');
  if (lower.length < 2 || /^\p{N}+$/u.test(lower) || stopWords(language).has(lower)) return null;
  return Array.from(lower).slice(0, 6).join('');
}

/** The content-word stems of a text, in order, repeats kept. */
export function contentStems(text: string, language: string): string[] {
  return words(text, language)
    .map((w) => stem(w, language))
    .filter((s): s is string => s !== null);
}

/** What two texts must share to count as the same note or sentence: letters and digits, any case. */
export const sameTextKey = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
