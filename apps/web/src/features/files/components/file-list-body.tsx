import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioPages } from '@/api/audio/audio-list';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { EmptyList } from './empty-list';
import type { FileRowHandlers } from './file-row-parts';
import { FileTable } from './file-table';
import { MorePagesStatus } from './more-pages-status';

/** The phone layout, in a chunk of its own: a desktop never draws it (the page fetches it early on a phone). */
export const loadFileCards = () => import('./file-cards');
const FileCards = lazy(async () => ({ default: (await loadFileCards()).FileCards }));

interface Props {
  list: AudioPages;
  /** Every file of the view is selected, loaded or not. */
  matching: boolean;
  inFolder: boolean;
  /** The folder's sub-folders: an empty folder that has some is not called empty. */
  subFolders?: number;
  wide: boolean;
  handlers: FileRowHandlers;
  onToggleAll: () => void;
  /** Undefined where the caller may not add files (a workspace's folder they only read). */
  onUpload: (() => void) | undefined;
  /** Why the list may be empty: filters set (and how to clear them), or the Archive. */
  empty: { filtered: boolean; onClearFilters: () => void; archived: boolean };
}

/** The files, or what to show instead: loading, the error, or why there are none. */
export function FileListBody({
  list,
  matching,
  inFolder,
  subFolders = 0,
  wide,
  handlers,
  onToggleAll,
  onUpload,
  empty,
}: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (list.isPending)
    return (
      <div role="status" className="flex flex-col gap-3 rounded-xl border border-border p-4">
        <span className="sr-only">{t('files.loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    );
  // A next page that failed leaves the loaded files in place (MorePagesStatus says so below them).
  if (list.isError && !list.isFetchNextPageError)
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4 text-sm text-danger"
      >
        <p className="font-medium">{t('files.loadFailed')}</p>
        <p>{errorText(list.error, 'files.fetchFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (list.items.length === 0)
    return <EmptyList {...empty} inFolder={inFolder} subFolders={subFolders} onUpload={onUpload} />;
  const paging = {
    hasMore: list.hasNextPage,
    matching,
    onNearEnd:
      list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError
        ? () => void list.fetchNextPage({ cancelRefetch: false })
        : undefined,
  };
  const Layout = wide ? FileTable : FileCards;
  return (
    <div className="flex flex-col gap-3">
      <Suspense fallback={null}>
        <Layout items={list.items} handlers={handlers} paging={paging} onToggleAll={onToggleAll} />
      </Suspense>
      <MorePagesStatus list={list} />
    </div>
  );
}
