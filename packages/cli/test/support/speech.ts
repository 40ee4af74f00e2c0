import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Real speech every machine that ran the bootstrap has: LibriVox readings of pocketsphinx-testdata (2-7 s
 * each), with the words each one says (its `transcription` file), as the server's own tests use them.
 */
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
export const clipPath = (name: string) => join(LIBRIVOX, `${name}.wav`);

/** Every word said in each clip, by clip name. */
export async function referenceWords(): Promise<Map<string, Set<string>>> {
  const lines = (await readFile(join(LIBRIVOX, 'transcription'), 'utf8')).trim().split('\n');
  const words = new Map<string, Set<string>>();
  for (const line of lines) {
    const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim());
    if (match?.[1] && match[2]) words.set(match[2], new Set(match[1].split(' ')));
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
