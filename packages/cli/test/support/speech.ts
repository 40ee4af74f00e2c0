import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Real speech of the shared recordings: LibriSpeech mixes of two people reading (about 5 s each), with the
 * words each one says (words.json).
 */
export const MIXES = '/work/shared/data/two-speaker-mixes';
export const clipPath = (name: string) => join(MIXES, `${name}.flac`);

/** Every word said in each clip, by clip name. */
export async function referenceWords(): Promise<Map<string, Set<string>>> {
  const turns = JSON.parse(await readFile(join(MIXES, 'words.json'), 'utf8')) as {
    file: string;
    words: string;
  }[];
  const words = new Map<string, Set<string>>();
  for (const turn of turns) {
    const set = words.get(turn.file) ?? new Set<string>();
    for (const word of turn.words.split(' ')) set.add(word);
    words.set(turn.file, set);
  }
  return words;
}

/** The words of an export (SRT, VTT, TXT: cue numbers, times and speaker labels left out) really said. */
export function wordsHeard(exported: string, said: Set<string> | undefined): string[] {
  const text = exported
    .split('\n')
    .filter((line) => line && !/^\d+$/.test(line) && !line.includes('-->'))
    .join(' ')
    .replace(/Speaker \d+:/g, '')
    .toLowerCase();
  return [...new Set(text.match(/[a-z']+/g) ?? [])].filter((word) => word.length > 2 && said?.has(word));
}
