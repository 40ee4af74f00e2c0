import type { TAskCitation } from '@transcribe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';

/** What choosing a citation does: seek the page's player, or open the file's transcript at that time. */
export type CiteAction =
  | { onCite: (citation: TAskCitation) => void }
  | { hrefOf: (citation: TAskCitation) => string };

interface Props {
  citation: TAskCitation;
  action: CiteAction;
  /** Whether the label names the file (answers about several files). */
  withFile?: boolean;
  className?: string;
  children: ReactNode;
}

/** A citation as a button that plays from its start, or a link to its file's transcript at its start. */
export function CitationAction({ citation, action, withFile, className, children }: Props) {
  const { t } = useTranslation();
  const time = formatTimestamp(citation.start);
  const label = withFile ? t('ask.openAt', { time, name: citation.file_name }) : t('ask.playFrom', { time });
  const classes = cn(
    'rounded-md text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent',
    className,
  );
  if ('hrefOf' in action)
    return (
      <Link to={action.hrefOf(citation)} aria-label={label} title={label} className={classes}>
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      onClick={() => action.onCite(citation)}
      aria-label={label}
      title={label}
      className={classes}
    >
      {children}
    </button>
  );
}
