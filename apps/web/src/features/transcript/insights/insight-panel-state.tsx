import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';

/** Skeleton lines while an insight loads, announced as loading. */
export function InsightLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** The loading, failed and empty states an insight shares; `children` once there is something to show. */
export function InsightState({
  pending,
  failed,
  empty,
  errorText,
  emptyText,
  children,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (pending) return <InsightLoading />;
  if (failed) return <Notice tone="error">{errorText}</Notice>;
  if (empty) return <p className="text-sm text-muted">{emptyText}</p>;
  return children;
}
