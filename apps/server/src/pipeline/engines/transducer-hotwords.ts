import { readFile, writeFile } from 'node:fs/promises';

/**
 * The person's vocabulary as hotwords for a transducer's beam search: sherpa-onnx boosts the token
 * sequences of these phrases as they are decoded (a context graph), so "Okafor" can win over "okay for".
 * It splits a phrase into the model's sentencepiece tokens with a vocabulary file of `piece score` lines;
 * the Parakeet archives ship only tokens.txt, whose order is the sentencepiece model's, so the file is
 * made from it with each piece scored minus its rank, as sentencepiece scores BPE pieces.
 */

/** Added to a phrase's path for each of its tokens; sherpa-onnx's default. */
export const HOTWORDS_SCORE = 1.5;

/** The vocabulary as sherpa-onnx's hotwords string: phrases separated by '/', which (and ':') they lose. */
export function hotwordsOf(vocabulary: string[]): string | undefined {
  const phrases = vocabulary.map((entry) => entry.replace(/[/:]/g, ' ').replace(/\s+/g, ' ').trim());
  const kept = phrases.filter((phrase) => phrase.length > 0);
  return kept.length > 0 ? kept.join('/') : undefined;
}

/** Writes the sentencepiece vocabulary of a model's tokens.txt (`piece id` lines) to `path`. */
export async function writePieceVocabulary(tokensPath: string, path: string): Promise<void> {
  const lines = (await readFile(tokensPath, 'utf8')).split('\n').filter((line) => line.trim());
  const pieces = lines.map((line) => {
    const cut = line.lastIndexOf(' ');
    return { piece: line.slice(0, cut), id: Number(line.slice(cut + 1)) };
  });
  await writeFile(path, pieces.map(({ piece, id }) => `${piece} ${-id}\n`).join(''));
}
