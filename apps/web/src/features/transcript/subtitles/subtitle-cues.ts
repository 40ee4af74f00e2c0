import {
  checkCues,
  type SubtitleCue,
  type SubtitleProblem,
  settleCues,
  splitIntoCues,
  type TSpeakerBlock,
  timedWords,
} from '@transcribe/contract';

export interface SegmentCue extends SubtitleCue {
  segmentId: number;
  /** Where the segment starts: a jump plays from there. */
  segmentStart: number;
}

/**
 * The cues the SRT and VTT exports make of the transcript (the shared subtitle rules, without the speaker
 * names SRT adds), each with the segment it came from.
 */
export function cuesOf(blocks: TSpeakerBlock[], durationSeconds = 0): SegmentCue[] {
  const cues = blocks
    .flatMap((block) => block.audio_transcript_data_segment)
    .sort((a, b) => a.audio_transcript_data_segment_start_time - b.audio_transcript_data_segment_start_time)
    .flatMap((segment) => {
      const words = timedWords(
        segment.audio_transcript_data_segment_transcript.replace(/\s+/g, ' ').trim(),
        segment.audio_transcript_data_segment_words,
        segment.audio_transcript_data_segment_start_time,
        segment.audio_transcript_data_segment_end_time,
      );
      return splitIntoCues(words).map((cue) => ({
        ...cue,
        segmentId: segment.audio_transcript_data_segment_id,
        segmentStart: segment.audio_transcript_data_segment_start_time,
      }));
    });
  return settleCues(cues, durationSeconds);
}

export interface CueIssue {
  cue: SegmentCue;
  index: number;
  problems: SubtitleProblem[];
}

/** The transcript's cues that break a subtitle rule. */
export const subtitleIssues = (blocks: TSpeakerBlock[], durationSeconds = 0): CueIssue[] =>
  checkCues(cuesOf(blocks, durationSeconds));
