import type { TAskCitation } from '@transcribe/contract';
import type { ReactNode } from 'react';
import { formatTimestamp } from '@/lib/format';
import { CitationAction, type CiteAction } from './citation-action';

const MARKERS = /\[(S\d+(?:\s*,\s*S\d+)*)\]/g;

/** An answer's text with its [S3] markers as citation buttons (or links) showing the cited time. */
export function AnswerText({
  text,
  citations,
  action,
  withFile,
}: {
  text: string;
  citations: TAskCitation[];
  action: CiteAction;
  withFile?: boolean;
}) {
  const byRef = new Map(citations.map((c) => [c.ref, c]));
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(MARKERS)) {
    parts.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const refs = (match[1] ?? '').split(',').map((ref) => ref.trim());
    for (const ref of refs) {
      const citation = byRef.get(ref);
      if (!citation) continue;
      parts.push(
        <CitationAction
          key={`${match.index}-${ref}`}
          citation={citation}
          action={action}
          withFile={withFile}
          className="mx-0.5 inline-block rounded bg-accent-soft px-1 text-xs font-medium tabular-nums"
        >
          {formatTimestamp(citation.start)}
        </CitationAction>,
      );
    }
  }
  parts.push(text.slice(at));
  return <p className="max-w-prose text-base leading-7 whitespace-pre-line text-fg">{parts}</p>;
}
