import { open } from 'node:fs/promises';
import { mfcc } from '../mfcc.js';
import { pcmToFloats, readPcmBytes } from '../pcm.js';
import { abortError } from '../pipeline-error.js';

/** Seconds between frames (the MFCC hop). */
export const FRAME_SECONDS = 0.01;

/** Frames quieter than this below their region's loudest are pauses or breath, not voice. */
const VOICED_RANGE = Math.log(10 ** (30 / 10)); // 30 dB, in natural-log energy units

/** A stretch of time in seconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

/**
 * The voiced frames of the speech regions as rows of `dims` features (MFCC c1..c12, normalised over the
 * file to zero mean and unit variance, so the room and the microphone weigh less than the voice), with
 * each frame's time and the region it belongs to.
 */
export interface SpeechFrames {
  dims: number;
  /** count x dims, row after row. */
  features: Float32Array;
  /** Centre of each frame, in seconds. */
  times: Float64Array;
  /** Index of the speech region each frame is in. */
  regions: Int32Array;
  count: number;
}

export async function speechFrames(
  pcmPath: string,
  speech: TimeSpan[],
  signal: AbortSignal,
): Promise<SpeechFrames> {
  const rows: Float64Array[] = [];
  const times: number[] = [];
  const regions: number[] = [];
  const file = await open(pcmPath, 'r');
  try {
    for (const [index, region] of speech.entries()) {
      if (signal.aborted) throw abortError(signal);
      const { coefficients, logEnergy } = mfcc(
        pcmToFloats(await readPcmBytes(file, region.start, region.end)),
      );
      const loudest = Math.max(...logEnergy);
      coefficients.forEach((row, f) => {
        if ((logEnergy[f] as number) < loudest - VOICED_RANGE) return;
        rows.push(row);
        times.push(region.start + f * FRAME_SECONDS + 0.0125);
        regions.push(index);
      });
    }
  } finally {
    await file.close();
  }
  const dims = rows[0]?.length ?? 0;
  const features = new Float32Array(rows.length * dims);
  rows.forEach((row, r) => {
    features.set(row, r * dims);
  });
  normalise(features, rows.length, dims);
  return {
    dims,
    features,
    times: Float64Array.from(times),
    regions: Int32Array.from(regions),
    count: rows.length,
  };
}

function normalise(features: Float32Array, count: number, dims: number): void {
  for (let d = 0; d < dims; d++) {
    let sum = 0;
    let squares = 0;
    for (let r = 0; r < count; r++) {
      const x = features[r * dims + d] as number;
      sum += x;
      squares += x * x;
    }
    const mean = sum / Math.max(1, count);
    const std = Math.sqrt(Math.max(1e-9, squares / Math.max(1, count) - mean * mean));
    for (let r = 0; r < count; r++)
      features[r * dims + d] = ((features[r * dims + d] as number) - mean) / std;
  }
}
