import { readFile, stat } from 'node:fs/promises';
import { espeakPronunciations } from '../engines/espeak-pronunciations.js';

/** A pronunciation dictionary for some words: its lines, and the words nothing could pronounce. */
export interface WordsDictionary {
  /** `word PH ...` lines (alternates as `word(2) PH ...`) in the engine's dictionary format. */
  lines: string[];
  unpronounceable: Set<string>;
}

/**
 * The pronunciations of `words`: the engine dictionary's, and for words it lacks espeak-ng's (Debian
 * package espeak-ng; without it such words stay unpronounceable).
 */
export async function dictionaryFor(
  words: Iterable<string>,
  dictPath: string,
  signal: AbortSignal,
): Promise<WordsDictionary> {
  const known = await dictionaryEntries(dictPath);
  const lines: string[] = [];
  const lacking: string[] = [];
  for (const word of new Set(words)) {
    const entries = known.get(word);
    if (entries) lines.push(...entries);
    else lacking.push(word);
  }
  const pronounced = await espeakPronunciations(lacking, signal);
  for (const [word, phones] of pronounced) lines.push(`${word} ${phones.join(' ')}`);
  return { lines, unpronounceable: new Set(lacking.filter((word) => !pronounced.has(word))) };
}

const cache = new Map<string, { key: string; entries: Map<string, string[]> }>();

/** The dictionary's lines by head word (`word(2)` under `word`), read once per file version. */
async function dictionaryEntries(path: string): Promise<Map<string, string[]>> {
  const { size, mtimeMs } = await stat(path);
  const key = `${size}:${mtimeMs}`;
  const cached = cache.get(path);
  if (cached?.key === key) return cached.entries;
  const entries = new Map<string, string[]>();
  for (const raw of (await readFile(path, 'utf8')).split('\n')) {
    const line = raw.trim();
    const head = line.split(/[\s(]/, 1)[0] ?? '';
    if (head === '') continue;
    const list = entries.get(head);
    if (list) list.push(line);
    else entries.set(head, [line]);
  }
  cache.set(path, { key, entries });
  return entries;
}
