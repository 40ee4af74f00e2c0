import {
  charCount,
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

export interface Cue {
  start: number;
  end: number;
  speaker: string;
  lines: string[];
  /** Two people at once (channels or tracks that overlap): what each said in this cue's time, a line each. */
  crosstalk?: { speaker: string; text: string }[];
}

/** Cues of two speakers that overlap by more than this (seconds) become one cue holding both. */
const CROSSTALK_SECONDS = 0.25;

/**
 * Where two speakers talk at once, one cue holds both, a line each: with speakers labelled "Ann: …" and
 * "Bob: …", else the subtitlers' "- …" for a change of speaker. Cues of one speaker are left as they are.
 */
function mergeCrosstalk(cues: Cue[], label: boolean): Cue[] {
  const merged: Cue[] = [];
  for (const cue of [...cues].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (!last || last.crosstalk || last.speaker === cue.speaker || cue.start > last.end - CROSSTALK_SECONDS) {
      merged.push(cue);
      continue;
    }
    const crosstalk = [last, cue].map(({ speaker, lines }) => ({
      speaker,
      text: lines.join(' ').replace(new RegExp(`^${escapeRegExp(speaker)}: `), ''),
    }));
    merged[merged.length - 1] = {
      start: last.start,
      end: Math.max(last.end, cue.end),
      speaker: last.speaker,
      lines: crosstalk.map(({ speaker, text }) => (label ? `${speaker}: ${text}` : `- ${text}`)),
      crosstalk,
    };
  }
  return merged;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
