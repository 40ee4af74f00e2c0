import type { TTextRange } from '@transcribe/contract';
import type { ReactNode } from 'react';

/**
 * Plain text with the given ranges in <mark>: the server sends offsets, never markup, so a transcript's
 * text is only ever rendered as text.
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: TTextRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-200 px-0.5 text-fg dark:bg-amber-500/40">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** The distinct words the ranges mark, lower-cased: what the viewer highlights in the whole transcript. */
export function markedWords(items: { text: string; ranges: TTextRange[] }[]): string[] {
  const words = items.flatMap(({ text, ranges }) =>
    ranges.map((r) => text.slice(r.start, r.end).toLocaleLowerCase()),
  );
  return [...new Set(words)].filter(Boolean);
}
