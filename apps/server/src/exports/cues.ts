import {
  charCount,
  mergeCrosstalk,
  type SpeakerCue,
  SUBTITLE_MAX_LINE_CHARS,
  SUBTITLE_MAX_LINES,
  settleCues,
  splitIntoCues,
} from '@transcribe/contract';
import type { ExportDocument } from './export-document.js';
import { type TimedToken, timedTokens } from './timed-tokens.js';
import { transcriptLines } from './transcript-lines.js';

export const CUE_MAX_LINE_CHARS = SUBTITLE_MAX_LINE_CHARS;
export const CUE_MAX_LINES = SUBTITLE_MAX_LINES;

export type Cue = SpeakerCue;

/**
 * Subtitle cues by the shared subtitle rules (packages/contract's subtitle-rules): each segment's words
 * wrapped into lines of at most 42 characters, two lines and at most 7 seconds a cue, cut at word boundaries
 * and timed by the words they hold. `label` puts "Speaker:" before the words where the speaker changes (SRT
 * has no other way to say who speaks). Two people talking at once share a cue, a line each. Cues are in order,
 * never overlap, and stay inside the audio.
 */
export function subtitleCues(document: ExportDocument, label: boolean): Cue[] {
  const cues: Cue[] = [];
  let previousSpeaker: string | undefined;
  for (const line of transcriptLines(document)) {
    const tokens = timedTokens(line);
    if (tokens.length === 0) continue;
    const first = tokens[0] as TimedToken;
    if (label && line.speaker !== previousSpeaker) {
      const name = `${line.speaker}:`;
      // A name that fits a line stays in one piece; a longer one wraps like words.
      const parts = charCount(name) <= CUE_MAX_LINE_CHARS ? [name] : name.split(' ');
      tokens.unshift(...parts.map((text) => ({ text, start: first.start, end: first.start })));
    }
    previousSpeaker = line.speaker;
    for (const cue of splitIntoCues(tokens)) cues.push({ ...cue, speaker: line.speaker });
  }
  return settleCues(mergeCrosstalk(cues, label), document.durationSeconds);
}
