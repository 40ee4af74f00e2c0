import type { TTagRef } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { safeColour, textOn } from './tag-colour';

/** One tag: its name on its colour, the text dark or white, whichever reads better on it. */
export function TagChip({
  tag,
  className,
}: {
  tag: Pick<TTagRef, 'tag_name' | 'tag_colour'>;
  className?: string;
}) {
  const colour = safeColour(tag.tag_colour);
  return (
    <span
      title={tag.tag_name}
      style={{ backgroundColor: colour, color: textOn(colour) }}
      className={cn(
        'inline-flex max-w-32 items-center rounded-full px-2 py-0.5 text-xs leading-4 font-medium',
        className,
      )}
    >
      <span className="truncate">{tag.tag_name}</span>
    </span>
  );
}

/**
 * A file's tags as chips, in their order; with `max`, the first ones and "+n" for the rest (named in its title
 * and for screen readers). Nothing when the file has none.
 */
export function TagChips({
  tags,
  max,
  className,
}: {
  tags: readonly TTagRef[];
  max?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.slice(shown.length);
  const hiddenNames = hidden.map((tag) => tag.tag_name).join(', ');
  return (
    <ul aria-label={t('tags.chips')} className={cn('flex min-w-0 items-center gap-1', className)}>
      {shown.map((tag) => (
        <li key={tag.tag_id} className="flex min-w-0">
          <TagChip tag={tag} />
        </li>
      ))}
      {hidden.length > 0 ? (
        <li
          title={hiddenNames}
          className="shrink-0 rounded-full bg-hover px-1.5 py-0.5 text-xs leading-4 font-medium text-muted"
        >
          <span aria-hidden>{t('tags.more', { count: hidden.length })}</span>
          <span className="sr-only">{t('tags.moreNamed', { count: hidden.length, names: hiddenNames })}</span>
        </li>
      ) : null}
    </ul>
  );
}
