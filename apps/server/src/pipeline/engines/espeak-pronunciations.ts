import { Readable } from 'node:stream';
import { abortError } from '../pipeline-error.js';
import { runProcess } from '../run-process.js';
import { arpabetOf } from './espeak-arpabet.js';

/**
 * Pronunciations in the acoustic model's phones for words the dictionary lacks, from espeak-ng's
 * grapheme-to-phoneme rules (Debian package espeak-ng): one process for all the words, one per input line
 * (espeak-ng answers a line of its standard input with a line). Words espeak-ng cannot say are left out;
 * when espeak-ng is not installed or fails, the answer is empty, so recognition goes on without them.
 */
export async function espeakPronunciations(
  words: string[],
  signal: AbortSignal,
  binary = 'espeak-ng',
): Promise<Map<string, string[]>> {
  const pronunciations = new Map<string, string[]>();
  if (words.length === 0) return pronunciations;
  let lines: string[];
  try {
    const stdin = Readable.from([`${words.join('\n')}\n`]);
    const args = ['-q', '-v', 'en-us', '-x', '--sep=_'];
    const result = await runProcess(binary, args, { signal, stdin, collectStdout: true });
    if (result.code !== 0) return pronunciations;
    lines = result.stdout.split('\n').filter((line) => line.trim() !== '');
  } catch {
    if (signal.aborted) throw abortError(signal);
    return pronunciations; // not installed (ENOENT) or not runnable: recognition goes on without them
  }
  // A line espeak-ng split or merged would pair words with the wrong sounds: then trust none.
  if (lines.length !== words.length) return pronunciations;
  words.forEach((word, i) => {
    const phones = arpabetOf(lines[i] ?? '');
    if (phones) pronunciations.set(word, phones);
  });
  return pronunciations;
}
