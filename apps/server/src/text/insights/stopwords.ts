import { createRequire } from 'node:module';

// stopwords-iso is one JSON file (language code -> words) with no type declarations.
const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[] | undefined>;
const sets = new Map<string, Set<string>>();

/** Stop words of a language (ISO 639-1); an empty set for a language the list does not have. */
export function stopWords(language: string): Set<string> {
  let set = sets.get(language);
  if (!set) {
    set = new Set((lists[language] ?? []).map((w) => w.toLocaleLowerCase(language)));
    sets.set(language, set);
  }
  return set;
}
