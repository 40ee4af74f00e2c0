import { open } from 'node:fs/promises';
import { pcmToFloats, readPcmBytes } from '../pcm.js';
import { abortError } from '../pipeline-error.js';
import { bicClusters } from './bic-clustering.js';
import { cosineClusters } from './cosine-clustering.js';
import { dropMinorSpeakers, labelCount, resegment } from './resegment.js';
import type { Embed } from './speaker-embeddings.js';
import { FRAME_SECONDS, type SpeechFrames, speechFrames } from './speech-frames.js';
import { type SpeakerTurn, type TimeSpan, toTurns } from './turns.js';

export type { SpeakerTurn, TimeSpan } from './turns.js';
export { speakersOfWords } from './turns.js';

export interface DiariseInput {
  /** 16 kHz mono s16le PCM of the whole file. */
  pcmPath: string;
  /** Where there is speech (voice activity), in time order. */
  speech: TimeSpan[];
  /** Speakers wanted; 0 = estimate (1 to 10). */
  speakers: number;
  signal: AbortSignal;
  /** A speaker-embedding model's voice prints (see speaker-embeddings.ts); MFCC statistics without one. */
  embed?: Embed;
}

/** Voiced frames per stretch clustered at first (2.5 s): long enough for a full-covariance voice print. */
const WINDOW_FRAMES = 250;
/**
 * Clustering compares every stretch with every other (memory and time grow with the square): past this
 * many (about 42 minutes of voice) the stretches get longer instead of more numerous.
 */
const MAX_WINDOWS = 1000;
const MAX_SPEAKERS = 10;

/**
 * Who speaks when, from the audio alone: the voiced speech cut into 2.5 s stretches, clustered into the
 * count asked for (or as many as the evidence supports) by ΔBIC over their MFCCs (built in) or by the
 * cosine similarity of an embedding model's voice prints (when one is installed), then re-segmented
 * frame by frame with a voice model per speaker, so a turn can change anywhere, pause or not. Returns
 * the speech as turns, each with a speaker.
 */
export async function diarise(input: DiariseInput): Promise<SpeakerTurn[]> {
  const single = input.speech.map((region) => ({ ...region, speaker: 0 }));
  if (input.speakers === 1) return single;
  const frames = await speechFrames(input.pcmPath, input.speech, input.signal);
  const windows = windowsOf(frames);
  if (windows.length < 2) return single;
  const wanted = Math.min(input.speakers, MAX_SPEAKERS, windows.length);
  const windowLabels = input.embed
    ? cosineClusters(await embedWindows(input, frames, windows), wanted)
    : bicClusters(frames.features, frames.dims, windows, wanted);
  const capped = windowLabels.map((label) => Math.min(label, MAX_SPEAKERS - 1));
  let labels: Int32Array = new Int32Array(frames.count);
  windows.forEach((rows, i) => {
    for (const f of rows) labels[f] = capped[i] as number;
  });
  if (labelCount(capped) > 1) labels = resegment(frames, labels);
  if (input.speakers === 0) labels = dropMinorSpeakers(frames, labels);
  return toTurns(frames, input.speech, labels);
}

/** The embedding model's voice print of each stretch (read from the file, pauses included). */
async function embedWindows(
  input: DiariseInput,
  frames: SpeechFrames,
  windows: number[][],
): Promise<Float32Array[]> {
  const file = await open(input.pcmPath, 'r');
  try {
    const prints: Float32Array[] = [];
    for (const rows of windows) {
      if (input.signal.aborted) throw abortError(input.signal);
      const from = (frames.times[rows[0] as number] as number) - FRAME_SECONDS;
      const to = (frames.times[rows.at(-1) as number] as number) + FRAME_SECONDS;
      prints.push((input.embed as Embed)(pcmToFloats(await readPcmBytes(file, from, to))));
    }
    return prints;
  } finally {
    await file.close();
  }
}

/**
 * Consecutive runs of WINDOW_FRAMES voiced frames within one region; a short tail stays apart if long
 * enough. On very long files, longer runs that may span a pause, so there are at most MAX_WINDOWS.
 */
function windowsOf(frames: SpeechFrames): number[][] {
  const length = Math.max(WINDOW_FRAMES, Math.ceil(frames.count / MAX_WINDOWS));
  const byRegion = length === WINDOW_FRAMES;
  const windows: number[][] = [];
  let current: number[] = [];
  for (let f = 0; f < frames.count; f++) {
    if (
      current.length > 0 &&
      ((byRegion && frames.regions[f] !== frames.regions[f - 1]) || current.length >= length)
    ) {
      windows.push(current);
      current = [];
    }
    current.push(f);
  }
  if (current.length > 0) windows.push(current);
  return windows.filter((rows) => rows.length >= 30);
}
