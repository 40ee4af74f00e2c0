import { mostlyUnsure, type TSpeakerBlock, type TTranscriptEditRequest } from '@transcribe/contract';
import {
  applyLayoutEdit,
  isLayoutEdit,
  type SentimentOf,
  sentimentUnlessUnsure,
  unknownBlock,
  unknownSegment,
} from './transcript-layout.js';
import { confirmWords, realignWords, tidy } from './word-alignment.js';

/**
 * Applies the edit payload (speaker names, segment texts, verified marks) to stored blocks; unknown ids are
 * refused. A segment a person marks verified has every word confirmed (confidence 1), so none is offered
 * for review again. A layout edit (see the contract) goes to applyLayoutEdit.
 */
export async function applyEdit(
  blocks: TSpeakerBlock[],
  edit: TTranscriptEditRequest['audio_transcript_data'],
  sentimentOf: SentimentOf,
): Promise<TSpeakerBlock[]> {
  if (isLayoutEdit(edit)) return applyLayoutEdit(blocks, edit, sentimentOf);
  const next = structuredClone(blocks);
  const blockById = new Map(next.map((block) => [block.audio_transcript_data_id, block]));
  const segmentById = new Map(
    next
      .flatMap((block) => block.audio_transcript_data_segment)
      .map((s) => [s.audio_transcript_data_segment_id, s]),
  );
  for (const editedBlock of edit) {
    const block = blockById.get(editedBlock.audio_transcript_data_id);
    if (!block) throw unknownBlock(editedBlock.audio_transcript_data_id);
    if (editedBlock.audio_transcript_data_speaker)
      block.audio_transcript_data_speaker = editedBlock.audio_transcript_data_speaker;
    for (const editedSegment of editedBlock.audio_transcript_data_segment) {
      const id = editedSegment.audio_transcript_data_segment_id ?? -1;
      const segment = segmentById.get(id);
      if (!segment) throw unknownSegment(id);
      const wasVerified = segment.audio_transcript_data_segment_verified;
      const wasUnsure = mostlyUnsure(segment.audio_transcript_data_segment_words);
      if (editedSegment.audio_transcript_data_segment_verified !== undefined)
        segment.audio_transcript_data_segment_verified = editedSegment.audio_transcript_data_segment_verified;
      const text = tidy(editedSegment.audio_transcript_data_segment_transcript);
      const changed = text !== segment.audio_transcript_data_segment_transcript;
      if (changed) {
        segment.audio_transcript_data_segment_words = realignWords(
          segment.audio_transcript_data_segment_words,
          text,
          segment.audio_transcript_data_segment_start_time,
          segment.audio_transcript_data_segment_end_time,
        );
        segment.audio_transcript_data_segment_transcript = text;
      }
      if (segment.audio_transcript_data_segment_verified && !wasVerified) confirmWords(segment);
      // New text, or words a person confirmed where the engine was mostly unsure: analysed (again).
      const words = segment.audio_transcript_data_segment_words;
      if (changed || (wasUnsure && !mostlyUnsure(words)))
        segment.audio_transcript_data_segment_sa = await sentimentUnlessUnsure(text, words, sentimentOf);
    }
  }
  return next;
}
