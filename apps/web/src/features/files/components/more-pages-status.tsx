import { useTranslation } from 'react-i18next';
import type { AudioPages } from '@/api/audio/audio-list';
import { Button } from '@/components/ui/button';

/** Below the list: the next page on its way, or why it did not come with a retry. */
export function MorePagesStatus({ list }: { list: AudioPages }) {
  const { t } = useTranslation();
  if (list.isFetchNextPageError)
    return (
      <div role="alert" className="flex items-center justify-center gap-3 text-sm text-danger">
        <p>{t('files.loadMoreFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.fetchNextPage()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return (
    <p role="status" className="text-center text-sm text-muted">
      {list.isFetchingNextPage ? t('files.loadingMore') : ''}
    </p>
  );
}
