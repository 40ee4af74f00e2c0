import { positionAt, type TimedSegment } from '@/lib/timeline';

/** The stretch a redo starts from: the segment playing (or paused in), else the first. */
export function redoStartRange(timeline: TimedSegment[], time: number) {
  const id = positionAt(timeline, time).segmentId;
  const segment = timeline.find((s) => s.id === id) ?? timeline[0];
  return { start: segment?.start ?? 0, end: segment?.end ?? 0 };
}
