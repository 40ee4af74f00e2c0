import { oneLine, type TranscriptLine } from './transcript-lines.js';

export interface TimedToken {
  text: string;
  start: number;
  end: number;
}

/**
 * The words of a segment with their times: the recogniser's word times when they still match the text
 * (an edit re-aligns them), else the segment's time shared out by word length.
 */
export function timedTokens(line: TranscriptLine): TimedToken[] {
  const tokens = oneLine(line.text).split(' ').filter(Boolean);
  const words = line.words;
  if (words.length === tokens.length && words.every((w) => w.end >= w.start)) {
    return tokens.map((text, i) => ({
      text,
      start: words[i]?.start ?? line.start,
      end: words[i]?.end ?? line.end,
    }));
  }
  const span = Math.max(0, line.end - line.start);
  const total = tokens.reduce((sum, t) => sum + t.length + 1, 0);
  let at = line.start;
  return tokens.map((text) => {
    const start = at;
    at += (span * (text.length + 1)) / total;
    return { text, start, end: at };
  });
}

/** Characters as a reader counts them (code points, not UTF-16 units). */
export const charCount = (text: string) => Array.from(text).length;

/** A token longer than a line, cut into line-sized pieces that share its time. */
export function fitToken(token: TimedToken, maxChars: number): TimedToken[] {
  const chars = Array.from(token.text);
  if (chars.length <= maxChars) return [token];
  const pieces = Math.ceil(chars.length / maxChars);
  const step = (token.end - token.start) / pieces;
  return Array.from({ length: pieces }, (_, i) => ({
    text: chars.slice(i * maxChars, (i + 1) * maxChars).join(''),
    start: token.start + i * step,
    end: token.start + (i + 1) * step,
  }));
}
