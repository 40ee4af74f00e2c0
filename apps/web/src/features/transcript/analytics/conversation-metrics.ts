import type { TSpeakerBlock } from '@transcribe/contract';
import { type CallSegment, EPSILON } from './call-segments';
import { empathyMatcher } from './empathy-phrases';

/** A speaker change where the next one starts less than this many seconds after the previous ends. */
const INTERRUPTION_GAP_SECONDS = 0.2;

/** The recording's length as the transcript knows it: the end of its last segment (0 without one). */
export function callDuration(segments: CallSegment[]): number {
  return segments.reduce((latest, segment) => Math.max(latest, segment.end), 0);
}

/**
 * Seconds in which someone speaks: the union of the segments (time order), so overlapping speech counts
 * once and the result never exceeds the recording's length.
 */
export function speechSeconds(segments: CallSegment[]): number {
  let total = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const segment of segments) {
    const start = Math.max(segment.start, coveredTo);
    if (segment.end <= start) continue;
    total += segment.end - start;
    coveredTo = segment.end;
  }
  return total;
}

/**
 * Share of speaker changes (consecutive segments in time order with different speakers) where the next
 * speaker starts less than 0.2 s after the previous one ends, overlaps included; null without a change.
 */
export function interruptionRate(segments: CallSegment[]): number | null {
  let changes = 0;
  let interruptions = 0;
  segments.forEach((segment, index) => {
    const previous = segments[index - 1];
    if (!previous || previous.speaker === segment.speaker) return;
    changes += 1;
    if (segment.start - previous.end < INTERRUPTION_GAP_SECONDS - EPSILON) interruptions += 1;
  });
  return changes === 0 ? null : interruptions / changes;
}

/**
 * Share of the agent's turns (blocks of `agent` with at least one segment) containing an empathy phrase of
 * the transcript's language; null when the agent has no turn.
 */
export function empathyCoverage(blocks: TSpeakerBlock[], agent: string, language: string): number | null {
  const turns = blocks.filter(
    (block) =>
      block.audio_transcript_data_speaker === agent && block.audio_transcript_data_segment.length > 0,
  );
  if (turns.length === 0) return null;
  const hasEmpathy = empathyMatcher(language);
  const empathic = turns.filter((block) =>
    hasEmpathy(
      block.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript).join(' '),
    ),
  );
  return empathic.length / turns.length;
}
