import { open } from 'node:fs/promises';
import { byFirstAppearance, cluster } from './clustering.js';
import { mfcc } from './mfcc.js';
import { pcmToFloats, readPcmBytes } from './pcm.js';
import { abortError } from './pipeline-error.js';

export interface TimeSpan {
  start: number;
  end: number;
}

/** Frames quieter than this below a segment's loudest are pauses or breath, not voice. */
const VOICED_RANGE = Math.log(10 ** (30 / 10)); // 30 dB, in natural-log energy units

/**
 * A segment's voice print: mean and standard deviation of its voiced frames' MFCCs. Undefined when the
 * segment is too short to say anything (under 0.1 s of voice).
 */
export function voiceFeatures(samples: Float32Array): number[] | undefined {
  const { coefficients, logEnergy } = mfcc(samples);
  const loudest = Math.max(...logEnergy);
  const voiced = coefficients.filter((_, i) => (logEnergy[i] as number) >= loudest - VOICED_RANGE);
  if (voiced.length < 10) return undefined;
  const dims = voiced[0]?.length ?? 0;
  const mean = new Array<number>(dims).fill(0);
  const std = new Array<number>(dims).fill(0);
  for (const row of voiced)
    for (let d = 0; d < dims; d++) mean[d] = (mean[d] as number) + (row[d] as number) / voiced.length;
  for (const row of voiced) {
    for (let d = 0; d < dims; d++)
      std[d] = (std[d] as number) + ((row[d] as number) - (mean[d] as number)) ** 2 / voiced.length;
  }
  return [...mean, ...std.map(Math.sqrt)];
}

/**
 * The built-in diariser: a speaker index (0, 1, ... by first appearance) for each segment, from clustering
 * the segments' voice prints into `speakers` groups, or into an estimated number (1 to 10) when it is 0.
 * Segments too short for a voice print take the speaker of the nearest segment in time that has one.
 */
export async function assignSpeakers(input: {
  pcmPath: string;
  segments: TimeSpan[];
  speakers: number;
  signal: AbortSignal;
}): Promise<number[]> {
  const { segments } = input;
  if (input.speakers === 1 || segments.length <= 1) return segments.map(() => 0);
  const prints: (number[] | undefined)[] = [];
  const file = await open(input.pcmPath, 'r');
  try {
    for (const segment of segments) {
      if (input.signal.aborted) throw abortError(input.signal);
      prints.push(voiceFeatures(pcmToFloats(await readPcmBytes(file, segment.start, segment.end))));
    }
  } finally {
    await file.close();
  }
  const known = prints.flatMap((print, i) => (print ? [i] : []));
  if (known.length === 0) return segments.map(() => 0);
  const labels = cluster(
    known.map((i) => prints[i] as number[]),
    known.map((i) => (segments[i] as TimeSpan).end - (segments[i] as TimeSpan).start),
    { clusters: input.speakers },
  );
  const byIndex = new Map(known.map((segment, k) => [segment, labels[k] as number]));
  const result = segments.map(
    (segment, i) => byIndex.get(i) ?? (byIndex.get(nearest(segments, known, segment)) as number),
  );
  return byFirstAppearance(result);
}

function nearest(segments: TimeSpan[], candidates: number[], target: TimeSpan): number {
  const middle = (s: TimeSpan) => (s.start + s.end) / 2;
  let best = candidates[0] as number;
  for (const i of candidates) {
    if (
      Math.abs(middle(segments[i] as TimeSpan) - middle(target)) <
      Math.abs(middle(segments[best] as TimeSpan) - middle(target))
    )
      best = i;
  }
  return best;
}

/** Consecutive items of one speaker as one block, named 'Speaker 1', 'Speaker 2', ... by first appearance. */
export function speakerBlocks<T>(items: T[], speakers: number[]): { speaker: string; items: T[] }[] {
  const names = new Map<number, string>();
  const blocks: { speaker: string; items: T[] }[] = [];
  items.forEach((item, i) => {
    const index = speakers[i] ?? 0;
    if (!names.has(index)) names.set(index, `Speaker ${names.size + 1}`);
    const speaker = names.get(index) as string;
    const last = blocks.at(-1);
    if (last && last.speaker === speaker) last.items.push(item);
    else blocks.push({ speaker, items: [item] });
  });
  return blocks;
}
