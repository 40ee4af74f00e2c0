import { type ReactNode, useId } from 'react';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';

interface Props {
  title: ReactNode;
  /** The title for screen readers only (a tab already shows it). */
  titleHidden?: boolean;
  intro?: ReactNode;
  /** Controls under the title that do not wait for the data (a search field). */
  controls?: ReactNode;
  /** The section's data is on its way: a skeleton (`skeletonClassName`) stands in for the content. */
  pending: boolean;
  /** Why the data could not be loaded, shown in place of the content; `failedKey` says it when the error does not. */
  error?: unknown;
  failedKey: string;
  skeletonClassName?: string;
  /** The space between the parts (a Tailwind gap class). */
  gap?: string;
  /** The content, shown once the data is there. */
  children: ReactNode;
  /** Shown after the content whatever the data's state (a preview, dialogs). */
  after?: ReactNode;
}

/** A titled section of a page whose content waits for its data: skeleton while loading, the reason if that failed. */
export function SectionPanel({
  title,
  titleHidden = false,
  intro,
  controls,
  pending,
  error,
  failedKey,
  skeletonClassName = 'h-40',
  gap = 'gap-5',
  children,
  after,
}: Props) {
  const errorText = useErrorText();
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={titleHidden ? 'sr-only' : 'text-lg font-semibold text-fg'}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={titleId} aria-busy={pending} className={cn('flex flex-col', gap)}>
      {intro === undefined ? (
        heading
      ) : (
        <div className="flex flex-col gap-1">
          {heading}
          <p className="text-sm text-muted">{intro}</p>
        </div>
      )}
      {controls}
      {error ? (
        <Notice tone="error">{errorText(error, failedKey)}</Notice>
      ) : pending ? (
        <Skeleton className={cn('w-full', skeletonClassName)} />
      ) : (
        children
      )}
      {after}
    </section>
  );
}
