import { readFileSync } from 'node:fs';

const MODELS_DIR = process.env.MODELS_DIR ?? new URL('../../models', import.meta.url).pathname;

/** A small seeded PRNG (mulberry32): the same corpus and queries on every run and database. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * English words in the order of a Zipf-like frequency: the pronunciation dictionary the speech engine
 * uses (bootstrap fetches it into MODELS_DIR), shuffled, so a few words are very common and most are rare,
 * as in speech.
 */
export function vocabulary(size: number, next: () => number): string[] {
  const words = [
    ...new Set(
      readFileSync(`${MODELS_DIR}/cmudict-en-us.dict`, 'utf8')
        .split('\n')
        .map((line) => line.split(' ')[0] ?? '')
        .filter((word) => /^[a-z]{3,12}$/.test(word)),
    ),
  ];
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [words[i], words[j]] = [words[j] as string, words[i] as string];
  }
  return words.slice(0, size);
}

/** Draws word ranks with probability proportional to 1 / rank^1.07 (Zipf's law for English). */
export function zipfSampler(size: number, next: () => number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) {
    total += 1 / (rank + 1) ** 1.07;
    cumulative[rank] = total;
  }
  return () => {
    const target = next() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

export interface SegmentText {
  id: number;
  start: number;
  end: number;
  text: string;
}

/** One transcript of about `words` words in segments of 8 to 16, about 2.5 words a second. */
export function transcriptText(words: number, pick: () => string, next: () => number): SegmentText[] {
  const segments: SegmentText[] = [];
  let time = 0;
  for (let said = 0, id = 1; said < words; id++) {
    const length = Math.min(words - said, 8 + Math.floor(next() * 9));
    const text = Array.from({ length }, pick).join(' ');
    const end = time + length / 2.5;
    segments.push({ id, start: Math.round(time * 100) / 100, end: Math.round(end * 100) / 100, text });
    time = end + 0.4;
    said += length;
  }
  return segments;
}
