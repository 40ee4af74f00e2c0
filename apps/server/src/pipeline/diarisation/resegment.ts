import { byFirstAppearance } from './bic-clustering.js';
import { frameLogLikelihood, type Gmm, trainGmm } from './gmm.js';
import type { SpeechFrames } from './speech-frames.js';
import { viterbi } from './viterbi.js';

/** Changing speaker inside continuous speech costs this much log-likelihood: turns do not flicker. */
const CHANGE_PENALTY = 30;
/** Voice-model refits; labels settle within a few. */
const ITERATIONS = 3;
/** When estimating, a "speaker" with less of the speech than this is more likely noise or laughter. */
const MIN_SHARE = 0.1;

/** A voice model learns from at most this many frames (40 s), spread evenly: enough, and fast on long files. */
const MAX_TRAINING_FRAMES = 4000;

function spread(rows: number[]): number[] {
  if (rows.length <= MAX_TRAINING_FRAMES) return rows;
  const step = rows.length / MAX_TRAINING_FRAMES;
  return Array.from({ length: MAX_TRAINING_FRAMES }, (_, i) => rows[Math.floor(i * step)] as number);
}

/** Mixture size from the speaker's speech: about one Gaussian per 3 s, from 4 to 16. */
const componentsFor = (frames: number) => Math.min(16, Math.max(4, Math.round(frames / 300)));

/** Speakers in a labelling (labels are 0..k-1); a loop, since spreading a long file's frames overflows the stack. */
export function labelCount(labels: ArrayLike<number>): number {
  let max = -1;
  for (let i = 0; i < labels.length; i++) max = Math.max(max, labels[i] as number);
  return max + 1;
}

function rowsBySpeaker(labels: Int32Array, k: number): number[][] {
  const rows = Array.from({ length: k }, () => [] as number[]);
  labels.forEach((label, f) => {
    rows[label]?.push(f);
  });
  return rows;
}

/**
 * Refines frame labels: a Gaussian mixture per speaker from its frames, then the most likely path of
 * speakers through all frames (Viterbi with a change penalty), a few times over. Speakers left without
 * frames drop out.
 */
export function resegment(frames: SpeechFrames, start: Int32Array): Int32Array {
  const { dims, features } = frames;
  let labels = start;
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const k = labelCount(labels);
    const models: Gmm[] = rowsBySpeaker(labels, k)
      .filter((rows) => rows.length >= 20)
      .map((rows) => trainGmm(features, dims, spread(rows), componentsFor(rows.length)));
    if (models.length < 2) return new Int32Array(frames.count);
    const scores = models.map((model) => {
      const out = new Float64Array(frames.count);
      for (let f = 0; f < frames.count; f++)
        out[f] = frameLogLikelihood(model, features.subarray(f * dims, (f + 1) * dims));
      return out;
    });
    labels = Int32Array.from(byFirstAppearance(viterbi(scores, frames.regions, CHANGE_PENALTY)));
  }
  return labels;
}

/** When estimating: the smallest "speaker" under MIN_SHARE of the speech gives its frames to the others, until none is. */
export function dropMinorSpeakers(frames: SpeechFrames, start: Int32Array): Int32Array {
  let labels = start;
  for (;;) {
    const k = labelCount(labels);
    const sizes = rowsBySpeaker(labels, k).map((rows) => rows.length);
    const smallest = sizes.indexOf(Math.min(...sizes));
    if (k < 2 || (sizes[smallest] as number) >= MIN_SHARE * labels.length) return labels;
    // Its frames go to the speaker before them for a start; the refit sorts them out.
    const without = Int32Array.from(labels);
    for (let f = 0; f < without.length; f++)
      if (without[f] === smallest) without[f] = f > 0 ? (without[f - 1] as number) : smallest === 0 ? 1 : 0;
    labels = resegment(frames, Int32Array.from(byFirstAppearance(without)));
  }
}
