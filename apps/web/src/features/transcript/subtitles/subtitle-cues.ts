import {
  checkCues,
  mergeCrosstalk,
  type SpeakerCue,
  type SubtitleProblem,
  settleCues,
  splitIntoCues,
  type TSpeakerBlock,
  timedWords,
} from '@transcribe/contract';

export interface SegmentCue extends SpeakerCue {
  segmentId: number;
  /** Where the segment starts: a jump plays from there. */
  segmentStart: number;
}

/**
 * The cues the SRT and VTT exports make of the transcript (the shared subtitle rules, without the speaker
 * names SRT adds; two people at once in one cue, a line each), each with the segment it came from.
 */
export function cuesOf(blocks: TSpeakerBlock[], durationSeconds = 0): SegmentCue[] {
  const cues = blocks
    .flatMap((block) =>
      block.audio_transcript_data_segment.map((segment) => ({
        speaker: block.audio_transcript_data_speaker,
        segment,
      })),
    )
    .sort(
      (a, b) =>
        a.segment.audio_transcript_data_segment_start_time -
        b.segment.audio_transcript_data_segment_start_time,
    )
    .flatMap(({ speaker, segment }) => {
      const words = timedWords(
        segment.audio_transcript_data_segment_transcript.replace(/\s+/g, ' ').trim(),
        segment.audio_transcript_data_segment_words,
        segment.audio_transcript_data_segment_start_time,
        segment.audio_transcript_data_segment_end_time,
      );
      return splitIntoCues(words).map((cue) => ({
        ...cue,
        speaker,
        segmentId: segment.audio_transcript_data_segment_id,
        segmentStart: segment.audio_transcript_data_segment_start_time,
      }));
    });
  return settleCues(mergeCrosstalk(cues, false), durationSeconds);
}

export interface CueIssue {
  cue: SegmentCue;
  index: number;
  problems: SubtitleProblem[];
}

/** The transcript's cues that break a subtitle rule. */
export const subtitleIssues = (blocks: TSpeakerBlock[], durationSeconds = 0): CueIssue[] =>
  checkCues(cuesOf(blocks, durationSeconds));
