import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BYTES_PER_SECOND } from '../decode.js';
import type { TranscriptionEngine } from '../engines/engine.js';
import { LiveDecoder } from './live-decoder.js';
import { CUT_OPTIONS, type CutOptions, chooseCut, FRAME_SECONDS, FrameMeter, isSilent } from './pauses.js';

export interface DraftWord {
  word: string;
  /** Seconds on the recording's timeline. */
  start: number;
  end: number;
}

export interface DraftRecogniserOptions {
  ffmpegPath: string;
  engine: TranscriptionEngine;
  modelId: string;
  /** ISO 639-1 code, one of the model's languages. */
  language: string;
  /** An empty folder the recogniser owns, and removes when closed. */
  scratchDir: string;
  cut?: CutOptions;
  /** Told why the draft stopped growing or a stretch was not recognised; the draft goes on without it. */
  onError?(error: unknown): void;
}

/**
 * Audio before a stretch that the recogniser hears again, its words dropped: pocketsphinx's running
 * cepstral mean settles on the voice before the stretch's first word (as the engine's chunks are primed).
 */
const PRIME_SECONDS = 3;

/**
 * A rough transcript of a recording while it is being made: its bytes (any container ffmpeg reads as a
 * stream, such as MediaRecorder's WebM) are decoded as they arrive by one ffmpeg into a PCM file, and the
 * new audio is recognised a stretch at a time, cut at pauses, by one engine process at a time. A broken
 * stream or a failing engine never throws here: the draft just stops growing.
 */
export class DraftRecogniser {
  private readonly decoder: LiveDecoder;
  private readonly pcmPath: string;
  private readonly meter = new FrameMeter();
  private readonly stop = new AbortController();
  /** Loudness of each 10 ms frame decoded after `recognisedTo`. */
  private levels: number[] = [];
  private recognisedTo = 0;
  private pcmBytes = 0;
  private readonly words: DraftWord[] = [];
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: DraftRecogniserOptions) {
    this.pcmPath = join(options.scratchDir, 'audio.pcm');
    this.decoder = new LiveDecoder({
      ffmpegPath: options.ffmpegPath,
      pcmPath: this.pcmPath,
      onPcm: (bytes) => this.heard(bytes),
      onEnd: (error) => {
        if (error && !this.closed) options.onError?.(error);
      },
    });
  }

  /** The next bytes of the recording, in order; resolves when the decoder can take more. */
  push(bytes: Buffer): Promise<void> {
    return this.closed ? Promise.resolve() : this.decoder.write(bytes);
  }

  /** The words recognised so far and the seconds of audio decoded. */
  snapshot(): { seconds: number; words: DraftWord[] } {
    return { seconds: this.pcmBytes / BYTES_PER_SECOND, words: [...this.words] };
  }

  /** Stops decoding and recognising at once and removes the scratch folder. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stop.abort(new Error('The live draft was closed.'));
    this.decoder.kill();
    await Promise.allSettled([this.decoder.exited, this.running]);
    await rm(this.options.scratchDir, { recursive: true, force: true });
  }

  private heard(bytes: Buffer): void {
    if (this.closed) return;
    this.pcmBytes += bytes.length;
    for (const level of this.meter.push(bytes)) this.levels.push(level);
    this.next();
  }

  /** Starts recognising the next stretch when one is ready and none is being recognised. */
  private next(): void {
    if (this.running || this.closed) return;
    const frames = chooseCut(this.levels, this.options.cut ?? CUT_OPTIONS);
    if (frames === undefined) return;
    const from = this.recognisedTo;
    const to = from + frames * FRAME_SECONDS;
    const silent = isSilent(this.levels.slice(0, frames));
    this.levels = this.levels.slice(frames);
    this.recognisedTo = to;
    if (silent) {
      this.next();
      return;
    }
    this.running = this.recognise(from, to).finally(() => {
      this.running = undefined;
      this.next();
    });
  }

  private async recognise(from: number, to: number): Promise<void> {
    try {
      const words = await this.options.engine.transcribe({
        pcmPath: this.pcmPath,
        durationSeconds: to,
        speech: [{ start: Math.max(0, from - PRIME_SECONDS), end: to }],
        language: this.options.language,
        modelId: this.options.modelId,
        vocabulary: [],
        signal: this.stop.signal,
        onProgress: () => {},
      });
      if (this.closed) return;
      for (const { word, start, end } of words) {
        // The priming audio's words belong to the stretch before, as does a word it ended on.
        // Two stretches may place a boundary a little differently: the words never overlap.
        const lastEnd = this.words.at(-1)?.end ?? 0;
        if ((start + end) / 2 >= Math.max(from, lastEnd)) {
          this.words.push({ word, start: Math.max(start, lastEnd), end });
        }
      }
    } catch (error) {
      if (!this.closed) this.options.onError?.(error);
    }
  }
}
