import { createHash } from 'node:crypto';
import type { TSpeakerBlock } from '@transcribe/contract';
import { type SourceSegment, sourceSegments } from '../../text/translation/translation-prompt.js';
import type { StoredSegments } from '../views/translation.js';

/**
 * What a translation is made from: the segments' ids and texts in order, and their hash. Speaker names,
 * times and verified marks are not in it: changing them leaves a translation current (they are taken from
 * the transcript when it is shown or exported).
 */
export function translationSource(blocks: TSpeakerBlock[]): { segments: SourceSegment[]; hash: string } {
  const segments = sourceSegments(blocks);
  const hash = createHash('sha256')
    .update(JSON.stringify(segments.map((s) => [s.id, s.text])))
    .digest('hex');
  return { segments, hash };
}

/**
 * The transcript's blocks in the translation: same speakers, segments and times, each text translated
 * (a segment the translation lacks keeps its own). Words are dropped: their times belonged to the original
 * words, so exporters share each segment's time out over the translated words instead.
 */
export function translatedBlocks(blocks: TSpeakerBlock[], stored: StoredSegments): TSpeakerBlock[] {
  return blocks.map((block) => ({
    ...block,
    audio_transcript_data_segment: block.audio_transcript_data_segment.map((segment) => {
      const translated = stored[String(segment.audio_transcript_data_segment_id)];
      if (!translated) return segment;
      return {
        ...segment,
        audio_transcript_data_segment_transcript: translated.text,
        audio_transcript_data_segment_words: [],
      };
    }),
  }));
}
