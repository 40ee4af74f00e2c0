import type { TSegment, TWord } from '@transcribe/contract';

const normalise = (word: string) => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}']+/gu, '');

/**
 * Re-times an edited segment's words: words that survived keep their times (matched by longest common
 * subsequence), new ones share the time between their surviving neighbours.
 */
export function realignWords(oldWords: TWord[], text: string, start: number, end: number): TWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const kept = matchSurvivingWords(
    oldWords.map((w) => normalise(w.word)),
    tokens.map(normalise),
  );
  const words: TWord[] = [];
  tokens.forEach((token, j) => {
    const old = kept.get(j);
    if (old !== undefined) {
      words.push({ ...(oldWords[old] as TWord), word: token });
      return;
    }
    // A new word: it shares the gap between the previous word and the next surviving one with its run.
    let runEnd = j;
    while (runEnd < tokens.length && !kept.has(runEnd)) runEnd++;
    let runStart = j;
    while (runStart > 0 && !kept.has(runStart - 1)) runStart--;
    const before = runStart > 0 ? oldWords[kept.get(runStart - 1) ?? -1]?.end : undefined;
    const after = oldWords[kept.get(runEnd) ?? -1]?.start;
    const from = before ?? start;
    const step = Math.max(0, (after ?? end) - from) / (runEnd - runStart);
    const wordStart = from + (j - runStart) * step;
    words.push({ word: token, start: round(wordStart), end: round(wordStart + step), confidence: 1 });
  });
  return words;
}

/** Longest common subsequence of two token lists: new index -> old index of each surviving word. */
function matchSurvivingWords(a: string[], b: string[]): Map<number, number> {
  const width = b.length + 1;
  // table[i * width + j]: LCS length of a[i..] and b[j..].
  const table = new Int32Array((a.length + 1) * width);
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j] && a[i] !== '' ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Map<number, number>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j] && a[i] !== '') kept.set(j++, i++);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

export const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Times closer than this are the same: stored times are rounded to milliseconds. */
export const SAME_TIME = 0.0015;

/** A segment's text as stored: runs of white space as one space, none at either end. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A person checked the segment: its words are right, whatever the engine's confidence was. */
export function confirmWords(segment: TSegment): void {
  segment.audio_transcript_data_segment_words = segment.audio_transcript_data_segment_words.map((w) => ({
    ...w,
    confidence: 1,
  }));
}
