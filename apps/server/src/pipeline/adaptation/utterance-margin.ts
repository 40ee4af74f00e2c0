/** Speech around a segment's words taken into its utterance, at most half the pause to a neighbour. */
const MARGIN_SECONDS = 0.2;

/**
 * A segment's stretch of audio for adapting on or recognising alone: its words and a margin either side, not
 * its neighbours' (`previousEnd` and `nextStart`, where there are neighbours), never before 0.
 */
export function withMargin(
  start: number,
  end: number,
  previousEnd = Number.NEGATIVE_INFINITY,
  nextStart = Number.POSITIVE_INFINITY,
): { start: number; end: number } {
  const lead = Math.min(MARGIN_SECONDS, Math.max(0, (start - previousEnd) / 2));
  const tail = Math.min(MARGIN_SECONDS, Math.max(0, (nextStart - end) / 2));
  return { start: Math.max(0, start - lead), end: end + tail };
}
