import type { ExportDocument } from './export-document.js';
import { charCount, fitToken, type TimedToken, timedTokens } from './timed-tokens.js';
import { transcriptLines } from './transcript-lines.js';

export const CUE_MAX_LINE_CHARS = 42;
export const CUE_MAX_LINES = 2;
/** A cue shorter than this is stretched (into the silence after it, never over the next cue). */
const MIN_CUE_SECONDS = 0.8;

export interface Cue {
  start: number;
  end: number;
  speaker: string;
  lines: string[];
}

/**
 * Subtitle cues: each segment's words wrapped into lines of at most 42 characters, two lines a cue, cut at
 * word boundaries and timed by the words they hold. `label` puts "Speaker:" before the words where the
 * speaker changes (SRT has no other way to say who speaks). Cues are in order, never overlap, and stay
 * inside the audio.
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
    const wrapped = wrap(tokens.flatMap((t) => fitToken(t, CUE_MAX_LINE_CHARS)));
    for (let i = 0; i < wrapped.length; i += CUE_MAX_LINES) {
      const group = wrapped.slice(i, i + CUE_MAX_LINES);
      const words = group.flat();
      cues.push({
        start: words[0]?.start ?? line.start,
        end: words.at(-1)?.end ?? line.end,
        speaker: line.speaker,
        lines: group.map((l) => l.map((t) => t.text).join(' ')),
      });
    }
  }
  return settle(cues, document.durationSeconds);
}

/** Greedy line filling: as many words as fit in CUE_MAX_LINE_CHARS, then the next line. */
function wrap(tokens: TimedToken[]): TimedToken[][] {
  const lines: TimedToken[][] = [];
  let current: TimedToken[] = [];
  let length = 0;
  for (const token of tokens) {
    const size = charCount(token.text);
    if (current.length > 0 && length + 1 + size > CUE_MAX_LINE_CHARS) {
      lines.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + size;
    current.push(token);
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/** Orders cues, removes overlaps, gives short cues time to be read, and keeps all inside the audio. */
function settle(cues: Cue[], duration: number): Cue[] {
  const limit = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  const sorted = [...cues].sort((a, b) => a.start - b.start);
  let previousEnd = 0;
  return sorted.map((cue, i) => {
    const start = Math.min(Math.max(cue.start, previousEnd), limit);
    const nextStart = sorted[i + 1]?.start ?? limit;
    const end = Math.min(Math.max(cue.end, start + MIN_CUE_SECONDS), Math.max(nextStart, cue.end), limit);
    previousEnd = Math.max(start, end);
    return { ...cue, start, end: previousEnd };
  });
}
