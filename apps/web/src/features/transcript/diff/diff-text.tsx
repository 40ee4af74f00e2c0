import { useTranslation } from 'react-i18next';
import type { DiffPart } from './word-diff';

const STYLE = {
  ins: 'rounded-sm bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-500/25 dark:text-emerald-100',
  del: 'rounded-sm bg-rose-100 text-rose-900 line-through decoration-2 dark:bg-rose-500/25 dark:text-rose-100',
};

function Part({ part }: { part: DiffPart }) {
  const { t } = useTranslation();
  if (part.kind === 'same') return part.text;
  const Tag = part.kind;
  return (
    <Tag className={STYLE[part.kind]}>
      <span className="sr-only">{t(`transcript.changes.${part.kind}Start`)}</span>
      {part.text}
      <span className="sr-only">{t('transcript.changes.changeEnd')}</span>
    </Tag>
  );
}

/** Words kept, inserted (<ins>) and deleted (<del>), with the change said for screen readers. */
export function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="text-[15px] leading-relaxed text-fg">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their place.
        <span key={index}>
          {index > 0 ? ' ' : null}
          <Part part={part} />
        </span>
      ))}
    </p>
  );
}
