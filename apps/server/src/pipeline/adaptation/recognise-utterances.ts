import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { RecognisedWord } from '../engines/engine.js';
import { pocketsphinxModelArgs, SEARCH_SETTINGS } from '../engines/pocketsphinx.js';
import { parsePocketsphinxOutput } from '../engines/pocketsphinx-output.js';
import { readPcmBytes } from '../pcm.js';
import { abortError } from '../pipeline-error.js';
import { adaptationOptions, type VoiceModelAdaptation } from './adapted-model.js';
import { runTool } from './run-tool.js';
import type { AdaptationUtterance } from './types.js';

type Span = Pick<AdaptationUtterance, 'pcmPath' | 'start' | 'end'>;

/**
 * Recognises each utterance on its own with the built-in engine's models and search settings, adapted to
 * a voice when given: the words of each, timed on the file's timeline (confidence 1: pocketsphinx_batch
 * gives none). pocketsphinx_batch, not the engine's pocketsphinx_continuous, because it normalises each
 * utterance's cepstra over the whole utterance: continuous starts each input from a wide-band mean and
 * recognised a telephone voice's single prompts at 101% WER where batch did at about 80%. One process per
 * core, each loading the models once for its share of the utterances.
 */
export async function recogniseUtterances(options: {
  utterances: Span[];
  modelsDir: string;
  workDir: string;
  /** A voice's adaptation to recognise with (its MAP means, else its transform). */
  adaptation?: VoiceModelAdaptation;
  signal?: AbortSignal;
}): Promise<RecognisedWord[][]> {
  const outer = options.signal ?? new AbortController().signal;
  const { utterances } = options;
  if (utterances.length === 0) return [];
  const dir = await mkdtemp(join(options.workDir, 'recognise-'));
  const stop = new AbortController();
  const signal = AbortSignal.any([outer, stop.signal]);
  try {
    await mkdir(join(dir, 'audio'));
    const ids = utterances.map((_, i) => `u${String(i + 1).padStart(5, '0')}`);
    for (const [i, span] of utterances.entries()) await writeRaw(span, join(dir, 'audio', `${ids[i]}.raw`));
    const { mllrPath, acousticModel } = options.adaptation
      ? await adaptationOptions(options.adaptation, join(dir, 'adaptation'))
      : {};
    const models = pocketsphinxModelArgs(options.modelsDir, undefined, acousticModel);
    const mllr = mllrPath === undefined ? [] : ['-mllr', mllrPath];
    const workers = Math.min(availableParallelism(), utterances.length);
    const segments = await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        const share = ids.filter((_, i) => i % workers === worker);
        const ctl = join(dir, `part${worker}.ctl`);
        const hypseg = join(dir, `part${worker}.hypseg`);
        await writeFile(ctl, share.map((id) => `${id}\n`).join(''));
        await runTool(
          'pocketsphinx_batch',
          [
            ...['-adcin', 'yes', '-cepdir', join(dir, 'audio'), '-cepext', '.raw', '-ctl', ctl],
            ...['-hypseg', hypseg, '-logfn', '/dev/null', ...models, ...SEARCH_SETTINGS, ...mllr],
          ],
          signal,
        );
        return readFile(hypseg, 'utf8');
      }),
    ).catch((error) => {
      stop.abort(error); // one failure stops the others
      throw outer.aborted ? abortError(outer) : error;
    });
    const words = parseHypseg(segments.join('\n'));
    return utterances.map((span, i) =>
      parsePocketsphinxOutput(words.get(ids[i] as string) ?? '', span.start),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The utterance's stretch of its PCM file as headerless 16 kHz s16le. */
async function writeRaw(span: Span, path: string): Promise<void> {
  const file = await open(span.pcmPath, 'r');
  try {
    await writeFile(path, await readPcmBytes(file, span.start, Math.max(span.start, span.end)));
  } finally {
    await file.close();
  }
}

const FRAMES_PER_SECOND = 100;

/**
 * pocketsphinx_batch's -hypseg lines (`id S n T n A n L n`, then `start-frame ascr lscr word` per word, then
 * the end frame) as pocketsphinx_continuous's `word start end confidence` lines, per utterance id.
 */
export function parseHypseg(text: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const line of text.split('\n')) {
    const fields = line.trim().split(/\s+/);
    const id = fields[0];
    if (!id || fields[1] !== 'S' || fields.length < 10) continue;
    const rest = fields.slice(9);
    const lines: string[] = [];
    for (let at = 0; at + 4 < rest.length; at += 4) {
      const start = Number(rest[at]) / FRAMES_PER_SECOND;
      const end = Number(rest[at + 4]) / FRAMES_PER_SECOND;
      lines.push(`${rest[at + 3]} ${start.toFixed(2)} ${end.toFixed(2)} 1`);
    }
    result.set(id, lines.join('\n'));
  }
  return result;
}
