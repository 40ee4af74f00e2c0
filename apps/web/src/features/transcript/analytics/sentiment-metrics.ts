import { type CallSegment, EPSILON, mean, segmentsOf } from './call-segments';

/** A jump of at least this much between neighbouring analysed segments of one speaker is a spike. */
const SPIKE_THRESHOLD = 0.5;

export interface TimelinePoint {
  /** Seconds from the start of the call (the segment's start). */
  time: number;
  /** -1..1. */
  sentiment: number;
  speaker: string;
  /** The sentiment jumped by SPIKE_THRESHOLD or more since this speaker's previous analysed segment. */
  spike: boolean;
}

export const STAGES = ['opening', 'middle', 'closing'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageCell {
  stage: Stage;
  speaker: string;
  /** -1..1; null when the speaker has no analysed segment in that stage. */
  avgSentiment: number | null;
}

type Analysed = CallSegment & { sentiment: number };
const analysed = (segments: CallSegment[]): Analysed[] =>
  segments.filter((segment): segment is Analysed => segment.sentiment !== null);

/** One point per analysed segment, spikes marked on the later point of each jump, per speaker. */
export function sentimentTimeline(segments: CallSegment[], speakers: string[]): TimelinePoint[] {
  const points = speakers.flatMap((speaker) =>
    analysed(segmentsOf(segments, speaker)).map((segment, index, own) => {
      const previous = own[index - 1];
      const jump = previous ? Math.abs(segment.sentiment - previous.sentiment) : 0;
      return {
        time: segment.start,
        sentiment: segment.sentiment,
        speaker,
        spike: jump >= SPIKE_THRESHOLD - EPSILON,
      };
    }),
  );
  return points.sort((a, b) => a.time - b.time);
}

/** The mean sentiment (-1..1) over analysed segments; null when none was analysed. */
export function meanSentiment(segments: CallSegment[]): number | null {
  return mean(analysed(segments).map((segment) => segment.sentiment));
}

/** -1..1 as a percentage positive: -1 -> 0, 0 -> 50, 1 -> 100. */
export function percentPositive(sentiment: number): number {
  return ((sentiment + 1) / 2) * 100;
}

/** The third of the call a segment belongs to, by its midpoint. */
function stageOf(segment: CallSegment, durationSeconds: number): Stage {
  if (durationSeconds <= 0) return 'opening';
  const midpoint = (segment.start + segment.end) / 2;
  const index = Math.min(STAGES.length - 1, Math.max(0, Math.floor((midpoint / durationSeconds) * 3)));
  return STAGES[index] ?? 'opening';
}

/** Each speaker's average sentiment in the opening, middle and closing thirds of the call. */
export function stageHeatmap(
  segments: CallSegment[],
  speakers: string[],
  durationSeconds: number,
): StageCell[] {
  return speakers.flatMap((speaker) => {
    const own = analysed(segmentsOf(segments, speaker));
    return STAGES.map((stage) => ({
      stage,
      speaker,
      avgSentiment: mean(
        own.filter((segment) => stageOf(segment, durationSeconds) === stage).map((s) => s.sentiment),
      ),
    }));
  });
}

/**
 * Share of negative segments that the same speaker follows with a neutral or positive one within their next
 * two analysed segments; null when there is no negative segment.
 */
export function recoveryRate(segments: CallSegment[], speakers: string[]): number | null {
  let negatives = 0;
  let recovered = 0;
  for (const speaker of speakers) {
    const labels = analysed(segmentsOf(segments, speaker)).map((segment) => segment.label);
    labels.forEach((label, index) => {
      if (label !== 'negative') return;
      negatives += 1;
      if (labels.slice(index + 1, index + 3).some((next) => next !== 'negative')) recovered += 1;
    });
  }
  return negatives === 0 ? null : recovered / negatives;
}
