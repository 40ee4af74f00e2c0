/** Where a search result sends the viewer: the time to play from, and the matched words to highlight. */
export interface SearchTarget {
  startAt: number | undefined;
  words: ReadonlySet<string>;
}

/**
 * The search target an address names: `t`, the time to play from (seconds, not negative), and `hl`, the
 * matched words (space-separated) to highlight throughout the transcript.
 */
export function searchTargetOf(t: string | null, hl: string): SearchTarget {
  const time = t === null ? Number.NaN : Number(t);
  return {
    startAt: Number.isFinite(time) && time >= 0 ? time : undefined,
    words: new Set(hl.toLocaleLowerCase().split(/\s+/).filter(Boolean)),
  };
}

/** A word of the transcript as the highlight compares it: lower case, without surrounding punctuation. */
export const matchForm = (word: string) =>
  word.toLocaleLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
