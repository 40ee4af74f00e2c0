import type { TSentiment, TSpeakerBlock } from '@transcribe/contract';
import type { Segment } from './segments.js';

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The transcript's stored shape: consecutive segments of one speaker form one block. Speakers are named
 * 'Speaker 1', 'Speaker 2', … in order of first appearance; blocks and segments are numbered from 1.
 */
export function toSpeakerBlocks(
  segments: Segment[],
  speakerOfSegment: number[],
  sentiments: (TSentiment | null)[],
): TSpeakerBlock[] {
  const names = new Map<number, string>();
  const blocks: TSpeakerBlock[] = [];
  let previous: number | undefined;
  segments.forEach((segment, index) => {
    const speaker = speakerOfSegment[index] ?? 0;
    if (!names.has(speaker)) names.set(speaker, `Speaker ${names.size + 1}`);
    if (speaker !== previous || blocks.length === 0) {
      blocks.push({
        audio_transcript_data_id: blocks.length + 1,
        audio_transcript_data_speaker: names.get(speaker) ?? 'Speaker 1',
        audio_transcript_data_segment: [],
      });
      previous = speaker;
    }
    blocks.at(-1)?.audio_transcript_data_segment.push({
      audio_transcript_data_segment_id: index + 1,
      audio_transcript_data_segment_transcript: segment.text,
      audio_transcript_data_segment_start_time: round(segment.start),
      audio_transcript_data_segment_end_time: round(segment.end),
      audio_transcript_data_segment_sa: sentiments[index] ?? null,
      audio_transcript_data_segment_words: segment.words.map((w) => ({
        word: w.word,
        start: round(w.start),
        end: round(w.end),
        confidence: Math.round(w.confidence * 1000) / 1000,
      })),
    });
  });
  return blocks;
}

/** How many distinct speakers the blocks name. */
export const speakerCount = (blocks: TSpeakerBlock[]) => new Set(blocks.map((b) => b.audio_transcript_data_speaker)).size;
