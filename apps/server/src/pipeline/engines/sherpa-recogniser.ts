import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { abortError, PipelineError } from '../pipeline-error.js';

/**
 * The program of a recogniser process, run with `node -e` so it is the same in the built server and under
 * the test runner: it loads a sherpa-onnx offline recognizer once, writes a ready line, then for each line
 * `{ from, to, hotwords? }` on stdin recognises that byte range of the 16 kHz s16le PCM file and writes
 * one line with the tokens, their times and log probabilities. onnxruntime aborts a process on a model it
 * cannot read, which is why this runs apart from the worker.
 */
const PROGRAM = `const [sherpa, config, pcmPath] = process.argv.slice(1);
const { OfflineRecognizer } = require(sherpa);
const fs = require('node:fs');
const recognizer = new OfflineRecognizer(JSON.parse(config));
const fd = fs.openSync(pcmPath, 'r');
process.stdout.write('{"ready":true}\\n');
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const { from, to, hotwords } = JSON.parse(line);
  const bytes = Buffer.alloc(to - from);
  fs.readSync(fd, bytes, 0, bytes.length, from);
  const samples = new Float32Array(bytes.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
  const stream = hotwords ? recognizer.createStream(hotwords) : recognizer.createStream();
  stream.acceptWaveform({ sampleRate: 16000, samples });
  recognizer.decode(stream);
  const r = recognizer.getResult(stream);
  process.stdout.write(JSON.stringify({ tokens: r.tokens, timestamps: r.timestamps,
    durations: r.durations || [], logProbs: r.ys_log_probs || [] }) + '\\n');
});`;

/** What sherpa-onnx recognised in one piece: per token its text, start and length (seconds) and log probability. */
export interface RecognisedTokens {
  tokens: string[];
  timestamps: number[];
  durations: number[];
  logProbs: number[];
}

const STDERR_KEEP = 2000;
const require = createRequire(import.meta.url);

/** One recogniser process: started with a model, then asked for pieces of one PCM file, one at a time. */
export class SherpaRecogniser {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private stderr = '';
  private waiting: { resolve(line: string): void; reject(error: Error): void } | undefined;
  private exited: Error | undefined;

  private constructor(
    config: object,
    pcmPath: string,
    private readonly modelName: string,
    private readonly signal: AbortSignal,
  ) {
    const args = ['-e', PROGRAM, require.resolve('sherpa-onnx-node'), JSON.stringify(config), pcmPath];
    this.child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (data: Buffer) => {
      this.stderr = (this.stderr + data.toString()).slice(-STDERR_KEEP);
    });
    this.child.stdin.on('error', () => {}); // a dead child's pipe: its exit says what happened
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.resolve(line);
    });
    this.child.on('exit', (code, killed) => {
      this.exited = this.failure(code, killed);
      this.waiting?.reject(this.exited);
      this.waiting = undefined;
    });
    signal.addEventListener('abort', () => this.stop(), { once: true });
  }

  /** Starts a process and waits until its model is loaded; a model it cannot load fails here, with why. */
  static async start(config: object, pcmPath: string, modelName: string, signal: AbortSignal) {
    if (signal.aborted) throw abortError(signal);
    const recogniser = new SherpaRecogniser(config, pcmPath, modelName, signal);
    try {
      await recogniser.nextLine();
    } catch (error) {
      if (signal.aborted) throw abortError(signal);
      const why = recogniser.stderr.trim().split('\n').at(-1) ?? '';
      throw new PipelineError(
        `The speech model ${modelName} could not be loaded (${why || String(error)}); reinstall it: npm run models -- remove ${modelName}, then add ${modelName}.`,
        false,
      );
    }
    return recogniser;
  }

  /** Recognises the byte range `from`..`to` of the PCM file. */
  async recognise(from: number, to: number, hotwords?: string): Promise<RecognisedTokens> {
    const line = this.nextLine();
    this.child.stdin.write(`${JSON.stringify({ from, to, hotwords })}\n`);
    return JSON.parse(await line) as RecognisedTokens;
  }

  stop(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private nextLine(): Promise<string> {
    if (this.exited) return Promise.reject(this.exited);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  private failure(code: number | null, killed: NodeJS.Signals | null): Error {
    if (this.signal.aborted) return abortError(this.signal);
    const how = killed ? `was killed by ${killed}` : `exited with ${code}`;
    return new PipelineError(
      `Speech recognition with ${this.modelName} ${how}: ${this.stderr.trim().slice(-300)}`,
      true,
    );
  }
}
