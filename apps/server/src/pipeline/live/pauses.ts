import { BYTES_PER_SAMPLE, SAMPLE_RATE } from '../decode.js';

/** The live draft measures loudness in 10 ms frames: fine enough to find the pause between two words. */
export const FRAME_SECONDS = 0.01;
const FRAME_SAMPLES = SAMPLE_RATE * FRAME_SECONDS;
const FRAME_BYTES = FRAME_SAMPLES * BYTES_PER_SAMPLE;

/**
 * The loudness (RMS, 0 to 1) of each 10 ms frame of s16le PCM as it streams in, whatever the sizes of
 * the pieces it comes in; a frame split across two pieces is measured when its second part arrives.
 */
export class FrameMeter {
  private carry = Buffer.alloc(0);

  push(bytes: Buffer): number[] {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, bytes]) : bytes;
    const frames = Math.floor(data.length / FRAME_BYTES);
    const levels: number[] = [];
    for (let f = 0; f < frames; f++) {
      let sum = 0;
      for (let i = 0; i < FRAME_SAMPLES; i++) {
        const sample = data.readInt16LE(f * FRAME_BYTES + i * BYTES_PER_SAMPLE) / 32768;
        sum += sample * sample;
      }
      levels.push(Math.sqrt(sum / FRAME_SAMPLES));
    }
    this.carry = Buffer.from(data.subarray(frames * FRAME_BYTES));
    return levels;
  }
}

export interface CutOptions {
  /** Wait for this much new audio before cutting at a pause. */
  minSeconds: number;
  /** A stretch never starts shorter than this, so a pause right at its start does not make a sliver. */
  shortestSeconds: number;
  /** A stretch never grows longer: without a pause, it is cut at its quietest moment near here. */
  maxSeconds: number;
  /** A window this long whose mean level is quiet is a pause (the gap between two phrases). */
  pauseSeconds: number;
}

/** Words show a few seconds after they are spoken, in stretches long enough for the recogniser. */
export const CUT_OPTIONS: Readonly<CutOptions> = {
  minSeconds: 3,
  shortestSeconds: 2,
  maxSeconds: 8,
  pauseSeconds: 0.1,
};

/** Below this a frame is quiet whatever the voice's level (about -50 dBFS). */
const QUIET_FLOOR = 0.003;
/**
 * A window this far below the stretch's loud frames (about 16 dB) counts as quiet: on LibriVox it finds
 * the breaths between phrases, not only the pauses between sentences, so words show sooner.
 */
const QUIET_RATIO = 0.15;

/**
 * Where the next stretch of audio ends, as a count of the frames (from its start) it takes, or
 * undefined to wait for more. It ends in the middle of the latest pause that leaves a stretch between
 * `shortestSeconds` and `maxSeconds`; without one, at the quietest frame of the last two seconds before
 * `maxSeconds`, once that much audio is there.
 */
export function chooseCut(levels: readonly number[], options: CutOptions = CUT_OPTIONS): number | undefined {
  const frames = (seconds: number) => Math.round(seconds / FRAME_SECONDS);
  if (levels.length < frames(options.minSeconds)) return undefined;
  const limit = Math.min(levels.length, frames(options.maxSeconds));
  const quiet = quietLevel(levels.slice(0, limit));
  const window = Math.max(1, frames(options.pauseSeconds));
  let cut: number | undefined;
  let sum = 0;
  let run: { from: number; to: number } | undefined; // quiet windows in a row: one pause
  const closeRun = () => {
    if (!run) return;
    const middle = Math.round((run.from + run.to) / 2);
    if (middle >= frames(options.shortestSeconds) && middle <= limit) cut = middle;
    run = undefined;
  };
  for (let i = 0; i < limit; i++) {
    sum += levels[i] as number;
    if (i >= window) sum -= levels[i - window] as number;
    if (i + 1 < window) continue;
    if (sum / window <= quiet) {
      const from = i + 1 - window;
      run = run ? { from: run.from, to: i + 1 } : { from, to: i + 1 };
    } else closeRun();
  }
  closeRun();
  if (cut !== undefined) return cut;
  if (levels.length < frames(options.maxSeconds)) return undefined;
  let quietest = limit - 1;
  for (let i = Math.max(0, limit - frames(2)); i < limit; i++) {
    if ((levels[i] as number) < (levels[quietest] as number)) quietest = i;
  }
  return quietest + 1;
}

/** The level below which a frame is quiet: a share of the stretch's loud frames (its 90th percentile). */
function quietLevel(levels: readonly number[]): number {
  const sorted = [...levels].sort((a, b) => a - b);
  const loud = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  return Math.max(QUIET_FLOOR, loud * QUIET_RATIO);
}

/** Whether a stretch holds nothing but quiet frames: nothing worth recognising. */
export const isSilent = (levels: readonly number[]) => levels.every((level) => level <= QUIET_FLOOR);
