import type { TAskCitation, TAskPassage } from '@transcribe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp, truncate } from '@/lib/format';
import { HighlightedText } from '../highlighted-text';
import { CitationAction, type CiteAction } from './citation-action';

interface Props {
  action: CiteAction;
  withFile?: boolean;
}

function Where({ item, withFile }: { item: TAskCitation; withFile?: boolean }) {
  return (
    <span className="font-medium tabular-nums">
      {withFile ? `${item.file_name} · ` : ''}
      {formatTimestamp(item.start)}
    </span>
  );
}

/** The segments an answer cites, each a button (or link) to its time. */
export function CitationList({ citations, action, withFile }: Props & { citations: TAskCitation[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (citations.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('ask.sources')}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {citations.map((citation) => (
          <li key={`${citation.audio_id}-${citation.segment_id}-${citation.ref}`}>
            <CitationAction
              citation={citation}
              action={action}
              withFile={withFile}
              className="text-left text-sm"
            >
              <Where item={citation} withFile={withFile} />
              <span className="text-muted"> — {truncate(citation.text, 140)}</span>
            </CitationAction>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The best matching passages of an extractive answer, the question's words marked. */
export function PassageList({ passages, action, withFile }: Props & { passages: TAskPassage[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (passages.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('ask.passages')}
      </h3>
      <ol className="flex flex-col gap-2">
        {passages.map((passage) => (
          <li
            key={`${passage.audio_id}-${passage.segment_id}`}
            className="flex flex-col gap-1 rounded-lg border border-border bg-elevated p-3 text-sm"
          >
            <CitationAction citation={passage} action={action} withFile={withFile} className="self-start">
              <Where item={passage} withFile={withFile} />
            </CitationAction>
            <p className="text-fg">
              <HighlightedText text={passage.text} ranges={passage.highlights} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
