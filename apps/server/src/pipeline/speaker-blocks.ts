import type { TSentiment, TSpeakerBlock } from '@transcribe/contract';
import type { Segment } from './segments.js';

const round = (x: number) => Math.round(x * 1000) / 1000;

/** The transcript's stored shape, blocks and segments numbered from 1 in time order. */
export function toSpeakerBlocks(
  segments: Segment[],
  sentiments: (TSentiment | null)[],
  names: ReadonlyMap<number, string> = new Map(),
): TSpeakerBlock[] {
  const numbered = segments.map((segment, index) => ({ segment, index }));
  return speakerBlocks(
    numbered,
    segments.map((s) => s.speaker),
    names,
  ).map((block, b) => ({
    audio_transcript_data_id: b + 1,
    audio_transcript_data_speaker: block.speaker,
    audio_transcript_data_segment: block.items.map(({ segment, index }) => ({
      audio_transcript_data_segment_id: index + 1,
      audio_transcript_data_segment_transcript: segment.text,
      audio_transcript_data_segment_start_time: round(segment.start),
      audio_transcript_data_segment_end_time: round(segment.end),
      audio_transcript_data_segment_sa: sentiments[index] ?? null,
      audio_transcript_data_segment_words: segment.words.map((w) => ({
        word: w.word,
        start: round(w.start),
        end: round(w.end),
        confidence: round(w.confidence),
      })),
      audio_transcript_data_segment_verified: false,
    })),
  }));
}

/** How many distinct speakers the blocks name. */
export const speakerCount = (blocks: TSpeakerBlock[]) =>
  new Set(blocks.map((b) => b.audio_transcript_data_speaker)).size;

/**
 * Consecutive items of one speaker as one block, named 'Speaker 1', 'Speaker 2', ... by first appearance,
 * or by `known` (a voice profile's name) where a speaker has one.
 */
export function speakerBlocks<T>(
  items: T[],
  speakers: number[],
  known: ReadonlyMap<number, string> = new Map(),
): { speaker: string; items: T[] }[] {
  const names = new Map<number, string>();
  const blocks: { speaker: string; items: T[] }[] = [];
  items.forEach((item, i) => {
    const index = speakers[i] ?? 0;
    if (!names.has(index)) names.set(index, known.get(index) ?? `Speaker ${names.size + 1}`);
    const speaker = names.get(index) as string;
    const last = blocks.at(-1);
    if (last && last.speaker === speaker) last.items.push(item);
    else blocks.push({ speaker, items: [item] });
  });
  return blocks;
}
