import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Where a search result sends the viewer: `t`, the time to play from, and `hl`, the matched words
 * (space-separated) to highlight throughout the transcript.
 */
export function useSearchTarget(): { startAt: number | undefined; words: ReadonlySet<string> } {
  const [params] = useSearchParams();
  const t = params.get('t');
  const hl = params.get('hl') ?? '';
  return useMemo(() => {
    const time = t === null ? Number.NaN : Number(t);
    return {
      startAt: Number.isFinite(time) && time >= 0 ? time : undefined,
      words: new Set(hl.toLocaleLowerCase().split(/\s+/).filter(Boolean)),
    };
  }, [t, hl]);
}

/** A word of the transcript as the highlight compares it: lower case, without surrounding punctuation. */
export const matchForm = (word: string) =>
  word.toLocaleLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
