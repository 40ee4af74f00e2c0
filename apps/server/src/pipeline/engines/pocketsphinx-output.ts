import type { RecognisedWord } from './engine.js';

// `word start end confidence`, as `pocketsphinx_continuous -time yes` prints one per line after each
// utterance's hypothesis. Times are seconds from the start of the input stream.
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;

/** Tokens that mark silence, noise or sentence edges rather than words someone said. */
const FILLER = /^(<s>|<\/s>|<sil>|\[[^\]]*\]|\+\+.*\+\+)$/;

/**
 * Reads the timed words out of pocketsphinx_continuous output, dropping fillers and the `(2)` suffix of
 * alternate pronunciations, and shifts them by `offsetSeconds` onto the file's timeline.
 */
export function parsePocketsphinxOutput(stdout: string, offsetSeconds: number): RecognisedWord[] {
  const words: RecognisedWord[] = [];
  for (const line of stdout.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token = '', start = '0', end = '0', confidence = '0'] = match;
    if (FILLER.test(token)) continue;
    const word = token.replace(/\(\d+\)$/, '');
    if (!word) continue;
    words.push({
      word,
      start: round(offsetSeconds + Number(start)),
      end: round(offsetSeconds + Number(end)),
      confidence: Math.min(1, Math.max(0, Number(confidence))),
    });
  }
  return words;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
