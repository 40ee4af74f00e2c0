import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Dictionary lines of `words` (`word ...` and its alternates `word(2) ...`). */
const entryOf = (words: Set<string>) => (line: string) => words.has(line.split(/[\s(]/, 1)[0] ?? '');

/**
 * Two bench copies of the engine's models in `workDir` whose language model lacks `words`: `removed`, whose
 * dictionary lacks them too, and `own`, whose dictionary keeps their pronunciations. A word leaves the
 * binary trie model by its entry in the word list at the file's end being renamed to upper case, which no
 * dictionary entry matches (its n-grams stay, unreachable).
 */
export function modelsWithout(
  modelsDir: string,
  words: string[],
  workDir: string,
): { removed: string; own: string; dictionaryEntries: string[] } {
  const set = new Set(words);
  const removed = join(workDir, 'removed');
  const own = join(workDir, 'own');
  mkdirSync(removed, { recursive: true });
  mkdirSync(own, { recursive: true });
  const lm = readFileSync(join(modelsDir, 'en-us.lm.bin'));
  for (const word of words) {
    const at = lm.lastIndexOf(Buffer.from(`\0${word}\0`));
    if (at < 0) throw new Error(`the language model has no "${word}"`);
    lm.write(word.toUpperCase(), at + 1);
  }
  writeFileSync(join(removed, 'en-us.lm.bin'), lm);
  symlinkSync(join(removed, 'en-us.lm.bin'), join(own, 'en-us.lm.bin'));
  const dict = readFileSync(join(modelsDir, 'cmudict-en-us.dict'), 'utf8');
  const lines = dict.split('\n');
  writeFileSync(join(removed, 'cmudict-en-us.dict'), lines.filter((line) => !entryOf(set)(line)).join('\n'));
  writeFileSync(join(own, 'cmudict-en-us.dict'), dict);
  return { removed, own, dictionaryEntries: lines.filter(entryOf(set)) };
}
