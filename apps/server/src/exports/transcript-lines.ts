import type { TSentiment, TWord } from '@transcribe/contract';
import type { ExportDocument } from './export-document.js';

/** One segment with its speaker, as the line-per-segment formats (TXT, CSV, subtitles) write it. */
export interface TranscriptLine {
  speaker: string;
  start: number;
  end: number;
  /** As edited, line breaks included. */
  text: string;
  sentiment: TSentiment | null;
  words: TWord[];
}

/** Every segment in time order (speaker turns are stored in order; a stable sort keeps ties as stored). */
export function transcriptLines(document: ExportDocument): TranscriptLine[] {
  return document.blocks
    .flatMap((block) =>
      block.audio_transcript_data_segment.map((segment) => ({
        speaker: block.audio_transcript_data_speaker,
        start: segment.audio_transcript_data_segment_start_time,
        end: segment.audio_transcript_data_segment_end_time,
        text: segment.audio_transcript_data_segment_transcript,
        sentiment: segment.audio_transcript_data_segment_sa,
        words: segment.audio_transcript_data_segment_words,
      })),
    )
    .sort((a, b) => a.start - b.start);
}

/** Text on one line: line breaks and runs of spaces become single spaces. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
