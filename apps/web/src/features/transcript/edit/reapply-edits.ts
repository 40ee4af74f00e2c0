import type { TSegment, TSpeakerBlock } from '@transcribe/contract';

type Change = Partial<
  Pick<TSegment, 'audio_transcript_data_segment_transcript' | 'audio_transcript_data_segment_verified'>
>;

const segmentsById = (blocks: TSpeakerBlock[]) =>
  new Map(
    blocks.flatMap((b) =>
      b.audio_transcript_data_segment.map((s) => [s.audio_transcript_data_segment_id, s]),
    ),
  );

/** What `mine` changed of `base`, by id: speaker names per block, texts and verified marks per segment. */
function changesOf(base: TSpeakerBlock[], mine: TSpeakerBlock[]) {
  const speakers = new Map<number, string>();
  const segments = new Map<number, Change>();
  const baseNames = new Map(base.map((b) => [b.audio_transcript_data_id, b.audio_transcript_data_speaker]));
  const baseSegments = segmentsById(base);
  // Segments the edit made (the parts of a split) or took away (merged): layout, not re-applied by id.
  let layout = 0;
  for (const block of mine) {
    const name = baseNames.get(block.audio_transcript_data_id);
    if (name !== undefined && name !== block.audio_transcript_data_speaker)
      speakers.set(block.audio_transcript_data_id, block.audio_transcript_data_speaker);
    for (const segment of block.audio_transcript_data_segment) {
      const was = baseSegments.get(segment.audio_transcript_data_segment_id);
      if (!was) {
        layout++;
        continue;
      }
      const change: Change = {};
      const text = segment.audio_transcript_data_segment_transcript;
      const verified = segment.audio_transcript_data_segment_verified;
      if (text !== was.audio_transcript_data_segment_transcript)
        change.audio_transcript_data_segment_transcript = text;
      if (verified !== was.audio_transcript_data_segment_verified)
        change.audio_transcript_data_segment_verified = verified;
      if (Object.keys(change).length > 0) segments.set(segment.audio_transcript_data_segment_id, change);
    }
  }
  const kept = segmentsById(mine);
  for (const id of baseSegments.keys()) if (!kept.has(id)) layout++;
  return { speakers, segments, layout };
}

/**
 * The person's own changes (`mine`, edited from `base`) made again on `newer`, someone else's newer copy:
 * speaker names by block id, segment texts and verified marks by segment id. `missed` counts what could not
 * be: changes to segments or blocks `newer` no longer has, and splits or merges. `newer` itself when there
 * was nothing to re-apply.
 */
export function reapplyEdits(
  base: TSpeakerBlock[],
  mine: TSpeakerBlock[],
  newer: TSpeakerBlock[],
): { blocks: TSpeakerBlock[]; missed: number } {
  const { speakers, segments, layout } = changesOf(base, mine);
  if (speakers.size === 0 && segments.size === 0) return { blocks: newer, missed: layout };
  const applied = new Set<number>();
  let renamed = 0;
  const blocks = newer.map((block) => {
    const name = speakers.get(block.audio_transcript_data_id);
    if (name !== undefined) renamed++;
    return {
      ...block,
      audio_transcript_data_speaker: name ?? block.audio_transcript_data_speaker,
      audio_transcript_data_segment: block.audio_transcript_data_segment.map((segment) => {
        const change = segments.get(segment.audio_transcript_data_segment_id);
        if (!change) return segment;
        applied.add(segment.audio_transcript_data_segment_id);
        return { ...segment, ...change };
      }),
    };
  });
  return { blocks, missed: layout + speakers.size - renamed + segments.size - applied.size };
}
