import type { TSegment, TSpeakerBlock } from '@transcribe/contract';

export type SpeakerRow =
  | { kind: 'speaker'; name: string; key: string }
  | { kind: 'segment'; segment: TSegment; key: string }
  /** Two people talking at once (channels or tracks that overlap): both segments, side by side. */
  | { kind: 'crosstalk'; parts: { speaker: string; segment: TSegment }[]; key: string };

/** Segments of two speakers overlapping by more than this (seconds) are shown side by side. */
const CROSSTALK_SECONDS = 0.25;

const overlap = (a: TSegment, b: TSegment) =>
  Math.min(a.audio_transcript_data_segment_end_time, b.audio_transcript_data_segment_end_time) -
  Math.max(a.audio_transcript_data_segment_start_time, b.audio_transcript_data_segment_start_time);

/**
 * Speaker names and their segments as one list of rows; a turn by the same speaker shows no new name. Where the
 * last segment of a turn and the first of the next speaker's overlap, they make one row, side by side.
 */
export function rowsOf(blocks: TSpeakerBlock[]): SpeakerRow[] {
  const said = blocks.flatMap((block) =>
    block.audio_transcript_data_segment.map((segment) => ({
      speaker: block.audio_transcript_data_speaker,
      segment,
    })),
  );
  const rows: SpeakerRow[] = [];
  let named: string | undefined;
  for (let i = 0; i < said.length; i++) {
    const current = said[i] as (typeof said)[number];
    const next = said[i + 1];
    if (
      next &&
      next.speaker !== current.speaker &&
      overlap(current.segment, next.segment) > CROSSTALK_SECONDS
    ) {
      rows.push({
        kind: 'crosstalk',
        parts: [current, next],
        key: `x${current.segment.audio_transcript_data_segment_id}`,
      });
      named = undefined;
      i++;
      continue;
    }
    if (current.speaker !== named)
      rows.push({
        kind: 'speaker',
        name: current.speaker,
        key: `s${current.segment.audio_transcript_data_segment_id}`,
      });
    named = current.speaker;
    rows.push({
      kind: 'segment',
      segment: current.segment,
      key: `g${current.segment.audio_transcript_data_segment_id}`,
    });
  }
  return rows;
}
