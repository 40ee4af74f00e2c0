import { type TimedText, timedWords } from '@transcribe/contract';
import { oneLine, type TranscriptLine } from './transcript-lines.js';

export type TimedToken = TimedText;

/**
 * The words of a segment with their times: the recogniser's word times when they still match the text
 * (an edit re-aligns them), else the segment's time shared out by word length.
 */
export function timedTokens(line: TranscriptLine): TimedToken[] {
  return timedWords(oneLine(line.text), line.words, line.start, line.end);
}
