import type { RecognisedWord } from './engines/engine.js';

/** A line of the transcript: what one person said between two pauses or changes of speaker. */
export interface Segment {
  start: number;
  end: number;
  text: string;
  words: RecognisedWord[];
  /** Who said it (0, 1, ... by first appearance); every word of a segment has this speaker. */
  speaker: number;
}

export interface SegmentOptions {
  /** A silence at least this long between two words starts a new segment (a new line to read). */
  pauseSeconds: number;
  /** Segments longer than this are split at their longest inner pause, so each stays readable. */
  maxSeconds: number;
}

export const DEFAULT_SEGMENT_OPTIONS: SegmentOptions = { pauseSeconds: 0.5, maxSeconds: 20 };

/**
 * Groups timed words (in time order) into segments split at pauses, at a change of speaker (`speakers`
 * holds one per word; all 0 when absent) and at `maxSeconds` at most.
 */
export function buildSegments(
  words: RecognisedWord[],
  options: Partial<SegmentOptions> = {},
  speakers: number[] = [],
): Segment[] {
  const { pauseSeconds, maxSeconds } = { ...DEFAULT_SEGMENT_OPTIONS, ...options };
  const speakerOf = new Map(words.map((word, i) => [word, speakers[i] ?? 0]));
  const groups: RecognisedWord[][] = [];
  let current: RecognisedWord[] = [];
  for (const word of words) {
    const last = current.at(-1);
    if (last && (word.start - last.end >= pauseSeconds || speakerOf.get(word) !== speakerOf.get(last))) {
      groups.push(current);
      current = [];
    }
    current.push(word);
    while (current.length > 1 && span(current) > maxSeconds) {
      const at = longestPause(current, maxSeconds);
      groups.push(current.slice(0, at));
      current = current.slice(at);
    }
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => ({
    start: (group[0] as RecognisedWord).start,
    end: (group.at(-1) as RecognisedWord).end,
    text: sentenceCase(group.map((w) => w.word).join(' ')),
    words: group,
    speaker: speakerOf.get(group[0] as RecognisedWord) ?? 0,
  }));
}

const span = (group: RecognisedWord[]) =>
  (group.at(-1) as RecognisedWord).end - (group[0] as RecognisedWord).start;

/**
 * Index of the word after the longest pause whose first part stays within `maxSeconds`; the later half is
 * preferred on a tie, so a split leaves few short fragments.
 */
function longestPause(group: RecognisedWord[], maxSeconds: number): number {
  const first = group[0] as RecognisedWord;
  let best = 1;
  let bestGap = -Infinity;
  for (let i = 1; i < group.length; i++) {
    const word = group[i] as RecognisedWord;
    const previous = group[i - 1] as RecognisedWord;
    if (previous.end - first.start > maxSeconds) break;
    const gap = word.start - previous.end;
    if (gap >= bestGap) {
      best = i;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * Capital first letter and a capital "I" (also in I'm, I'll, ...); the rest as the engine wrote it, so an
 * engine that already punctuates and capitalises keeps its casing.
 */
export function sentenceCase(text: string): string {
  const fixed = text.trim().replace(/(^|\s)i(?=$|\s|')/g, '$1I');
  return fixed.charAt(0).toLocaleUpperCase() + fixed.slice(1);
}
