import { open } from 'node:fs/promises';
import type { EmbeddingModel } from '../diarisation/speaker-embeddings.js';
import type { TimeSpan } from '../diarisation/speech-frames.js';
import { mfcc } from '../mfcc.js';
import { pcmToFloats, readPcmBytes } from '../pcm.js';
import { abortError } from '../pipeline-error.js';

/**
 * A voice print: a fixed-length description of one person's voice, compared by cosine similarity. Made by
 * the built-in MFCC statistics (`method` 'mfcc') or by a speaker-embedding model (`method` its name); only
 * prints of the same method compare. Numbers only: no audio is kept.
 */
export interface VoicePrint {
  method: string;
  vector: number[];
}

/** The most speech a print is made from; more adds little and costs time on long recordings. */
const MAX_SECONDS = 120;
/** Stretches the embedding model hears at once, as the diariser's (about 2.5 s). */
const STRETCH_SECONDS = 3;
/** Frames quieter than this below the loudest of their span are pauses, not voice (as speech-frames.ts). */
const VOICED_RANGE = Math.log(1000);

/** The spans to print: the longest first, up to MAX_SECONDS in all, then back in time order. */
export function chosenSpans(spans: TimeSpan[]): TimeSpan[] {
  const picked: TimeSpan[] = [];
  let total = 0;
  for (const span of [...spans].sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (total >= MAX_SECONDS) break;
    const end = Math.min(span.end, span.start + MAX_SECONDS - total);
    picked.push({ start: span.start, end });
    total += end - span.start;
  }
  return picked.sort((a, b) => a.start - b.start);
}

const norm = (v: ArrayLike<number>) => Math.sqrt(Array.from(v).reduce((s, x) => s + x * x, 0));

/**
 * How alike two prints of one method are, up to 1: for MFCC statistics exp(-d), d the symmetric
 * Kullback-Leibler divergence of the two diagonal Gaussians per coefficient; for an embedding model the
 * cosine of the two vectors. Prints of different methods are not comparable (0).
 */
export function similarity(a: VoicePrint, b: VoicePrint): number {
  if (a.method !== b.method || a.vector.length !== b.vector.length) return 0;
  return a.method === 'mfcc' ? gaussianSimilarity(a.vector, b.vector) : cosine(a.vector, b.vector);
}

function gaussianSimilarity(a: number[], b: number[]): number {
  const dims = a.length / 2;
  let divergence = 0;
  for (let d = 0; d < dims; d++) {
    const gap = ((a[d] as number) - (b[d] as number)) ** 2;
    const va = Math.max(a[dims + d] as number, 1e-3) ** 2;
    const vb = Math.max(b[dims + d] as number, 1e-3) ** 2;
    divergence += (gap * (1 / va + 1 / vb) + va / vb + vb / va) / 2 - 1;
  }
  return Math.exp(-divergence / dims);
}

/** Cosine similarity, -1 to 1; 0 when either is all zeros or their lengths differ. */
function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i] as number) * (b[i] as number);
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

/**
 * The prints of one person's speech (`spans` of a 16 kHz s16le PCM file): always the MFCC statistics, and
 * the embedding model's when one is installed. Returns the seconds of speech they were made from.
 */
export async function voicePrints(
  pcmPath: string,
  spans: TimeSpan[],
  options: { embedding?: EmbeddingModel; signal: AbortSignal },
): Promise<{ prints: VoicePrint[]; seconds: number }> {
  const picked = chosenSpans(spans);
  const frames: Float64Array[] = [];
  const embeddings: { vector: Float32Array; weight: number }[] = [];
  const file = await open(pcmPath, 'r');
  try {
    for (const span of picked) {
      if (options.signal.aborted) throw abortError(options.signal);
      const samples = pcmToFloats(await readPcmBytes(file, span.start, span.end));
      const { coefficients, logEnergy } = mfcc(samples);
      const loudest = Math.max(...logEnergy);
      coefficients.forEach((row, f) => {
        if ((logEnergy[f] as number) >= loudest - VOICED_RANGE) frames.push(row);
      });
      if (options.embedding) embeddings.push(...embedStretches(samples, options.embedding));
    }
  } finally {
    await file.close();
  }
  const seconds = picked.reduce((sum, span) => sum + span.end - span.start, 0);
  const prints: VoicePrint[] = [];
  if (frames.length > 0) prints.push({ method: 'mfcc', vector: mfccStatistics(frames) });
  if (options.embedding && embeddings.length > 0) {
    prints.push({ method: options.embedding.name, vector: meanDirection(embeddings) });
  }
  return { prints, seconds };
}

/** The embedding of each stretch of STRETCH_SECONDS (a last shorter one if at least a second). */
function embedStretches(samples: Float32Array, model: EmbeddingModel) {
  const size = STRETCH_SECONDS * 16_000;
  const out: { vector: Float32Array; weight: number }[] = [];
  for (let from = 0; from < samples.length; from += size) {
    const piece = samples.subarray(from, from + size);
    if (piece.length >= 16_000) out.push({ vector: model.embed(piece), weight: piece.length });
  }
  return out;
}

/** The weighted mean of unit vectors, itself of unit length: where the prints point on average. */
function meanDirection(items: { vector: Float32Array; weight: number }[]): number[] {
  const sum = new Float64Array(items[0]?.vector.length ?? 0);
  for (const { vector, weight } of items) {
    const length = norm(vector) || 1;
    vector.forEach((x, i) => {
      sum[i] = (sum[i] as number) + (x / length) * weight;
    });
  }
  const length = norm(sum) || 1;
  return Array.from(sum, (x) => x / length);
}

/** Each coefficient's mean and standard deviation over the voiced frames. */
function mfccStatistics(frames: Float64Array[]): number[] {
  const dims = frames[0]?.length ?? 0;
  const mean = new Float64Array(dims);
  const squares = new Float64Array(dims);
  for (const row of frames) {
    row.forEach((x, d) => {
      mean[d] = (mean[d] as number) + x / frames.length;
      squares[d] = (squares[d] as number) + (x * x) / frames.length;
    });
  }
  const deviation = Array.from(mean, (m, d) => Math.sqrt(Math.max(0, (squares[d] as number) - m * m)));
  return [...mean, ...deviation];
}
