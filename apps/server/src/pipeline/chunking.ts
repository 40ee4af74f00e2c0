import type { SpeechRegion } from './vad.js';

/** A stretch of the file recognised on its own; chunks cover the file end to end without overlap. */
export interface Chunk {
  start: number;
  end: number;
  /** The speech regions inside the chunk: the engine may skip a chunk without any. */
  speech: SpeechRegion[];
}

export interface ChunkingOptions {
  /** Workers that recognise chunks at the same time. */
  count: number;
  /**
   * Fixed cost of starting a chunk, in seconds of audio (a recogniser loading its models, and the few
   * seconds its feature normalisation needs to settle). It keeps the plan from splitting a file finely.
   */
  overheadSeconds?: number;
  /** The most chunks per worker worth trying; more, shorter chunks balance sparse silences better. */
  maxChunksPerWorker?: number;
}

/**
 * Splits a file into chunks for parallel recognition. Cuts fall only in the middle of silences between
 * speech regions, never inside speech. It tries `count` chunks, then 2x, 3x... `count` shorter ones, each
 * cut two ways (nearest pause to equal shares; shortest longest piece), and keeps the plan whose estimated
 * finish time (chunks handed out longest first to `count` workers, each costing its length plus
 * `overheadSeconds`) is earliest; on a tie, the first tried, so fewer chunks.
 */
export function planChunks(
  speech: SpeechRegion[],
  durationSeconds: number,
  options: ChunkingOptions,
): Chunk[] {
  const count = Math.max(1, Math.floor(options.count));
  const overhead = options.overheadSeconds ?? 3;
  const maxPerWorker = options.maxChunksPerWorker ?? 4;
  const cuts = silenceMidpoints(speech);
  let best: { bounds: number[]; finish: number } | undefined;
  for (let pieces = count; pieces <= count * maxPerWorker && pieces <= cuts.length + 1; pieces += count) {
    for (const bounds of [
      nearestToShares(cuts, durationSeconds, pieces),
      shortestLongest(cuts, durationSeconds, pieces),
    ]) {
      const finish = estimatedFinish(bounds, count, overhead);
      if (!best || finish < best.finish - 1e-9) best = { bounds, finish };
    }
  }
  const bounds = best?.bounds ?? [0, durationSeconds];
  const chunks: Chunk[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const start = bounds[i] as number;
    const end = bounds[i + 1] as number;
    chunks.push({ start, end, speech: speech.filter((r) => r.start >= start && r.end <= end) });
  }
  return chunks;
}

/** Where a cut may go: the middle of each pause between two speech regions. */
function silenceMidpoints(speech: SpeechRegion[]): number[] {
  const sorted = [...speech].sort((a, b) => a.start - b.start);
  const cuts: number[] = [];
  let reach = -Infinity; // the furthest end seen, so overlapping regions never yield a cut inside speech
  for (let i = 0; i < sorted.length; i++) {
    const region = sorted[i] as SpeechRegion;
    if (i > 0 && region.start > reach) cuts.push((reach + region.start) / 2);
    reach = Math.max(reach, region.end);
  }
  return cuts;
}

/** Cuts at the pause nearest to each equal share of the file: even pieces when pauses are frequent. */
function nearestToShares(cuts: number[], duration: number, pieces: number): number[] {
  const bounds = [0];
  let from = 0; // index of the first cut after the previous one
  for (let k = 1; k < pieces; k++) {
    const target = (k * duration) / pieces;
    let chosen: number | undefined;
    for (let i = from; i < cuts.length; i++) {
      const cut = cuts[i] as number;
      if (chosen !== undefined && Math.abs(cut - target) > Math.abs((cuts[chosen] as number) - target)) break;
      chosen = i;
    }
    if (chosen === undefined) break;
    bounds.push(cuts[chosen] as number);
    from = chosen + 1;
  }
  bounds.push(duration);
  return bounds;
}

/**
 * The cuts that make the longest of at most `pieces` pieces as short as possible, for when pauses are
 * rare and the nearest-pause plan leaves one piece far longer than the rest: a binary search on that
 * length, each step a greedy pass that cuts as late as the length allows.
 */
function shortestLongest(cuts: number[], duration: number, pieces: number): number[] {
  let low = duration / pieces;
  let high = duration;
  while (high - low > 0.01) {
    const mid = (low + high) / 2;
    if (latestCuts(cuts, duration, mid).length - 1 <= pieces) high = mid;
    else low = mid;
  }
  return latestCuts(cuts, duration, high);
}

function latestCuts(cuts: number[], duration: number, limit: number): number[] {
  const bounds = [0];
  let start = 0;
  let i = 0;
  while (duration - start > limit) {
    let chosen: number | undefined;
    for (; i < cuts.length && (cuts[i] as number) - start <= limit; i++) chosen = cuts[i];
    if (chosen === undefined || chosen <= start) break; // no pause within reach: this piece stays long
    bounds.push(chosen);
    start = chosen;
  }
  bounds.push(duration);
  return bounds;
}

/** Finish time when pieces go, longest first, to whichever of `workers` is free first. */
function estimatedFinish(bounds: number[], workers: number, overhead: number): number {
  const costs = bounds
    .slice(1)
    .map((end, i) => end - (bounds[i] as number) + overhead)
    .sort((a, b) => b - a);
  const load = new Array<number>(workers).fill(0);
  for (const cost of costs) {
    let least = 0;
    for (let w = 1; w < workers; w++) if ((load[w] as number) < (load[least] as number)) least = w;
    load[least] = (load[least] as number) + cost;
  }
  return Math.max(...load);
}
