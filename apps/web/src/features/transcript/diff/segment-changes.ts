import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { type DiffPart, diffWords } from './word-diff';

/** One segment as the machine made it against now: changed, added since, or removed since. */
export interface SegmentChange {
  kind: 'changed' | 'added' | 'removed';
  segmentId: number;
  start: number;
  speaker: string;
  /** The machine's text; '' for an added segment. */
  machine: string;
  /** The text now; '' for a removed segment. */
  current: string;
  parts: DiffPart[];
}

const normal = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

function segmentsOf(blocks: TSpeakerBlock[]): Map<number, { segment: TSegment; speaker: string }> {
  return new Map(
    blocks.flatMap((block) =>
      block.audio_transcript_data_segment.map(
        (segment) =>
          [
            segment.audio_transcript_data_segment_id,
            { segment, speaker: block.audio_transcript_data_speaker },
          ] as const,
      ),
    ),
  );
}

/**
 * The segments whose text differs between the machine's revision and now, paired by id, in time order:
 * a segment only now is added (the part of a split), one only in the machine's text is removed (merged).
 */
export function segmentChanges(machine: TSpeakerBlock[], current: TSpeakerBlock[]): SegmentChange[] {
  const before = segmentsOf(machine);
  const after = segmentsOf(current);
  const changes: SegmentChange[] = [];
  for (const [id, { segment, speaker }] of after) {
    const text = segment.audio_transcript_data_segment_transcript;
    const old = before.get(id)?.segment.audio_transcript_data_segment_transcript;
    if (old !== undefined && normal(old) === normal(text)) continue;
    changes.push({
      kind: old === undefined ? 'added' : 'changed',
      segmentId: id,
      start: segment.audio_transcript_data_segment_start_time,
      speaker,
      machine: old ?? '',
      current: text,
      parts: diffWords(old ?? '', text),
    });
  }
  for (const [id, { segment, speaker }] of before) {
    if (after.has(id)) continue;
    const text = segment.audio_transcript_data_segment_transcript;
    changes.push({
      kind: 'removed',
      segmentId: id,
      start: segment.audio_transcript_data_segment_start_time,
      speaker,
      machine: text,
      current: '',
      parts: diffWords(text, ''),
    });
  }
  return changes.sort((a, b) => a.start - b.start);
}
