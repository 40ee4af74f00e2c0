import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface Props {
  /** What is paged, for the navigation's name ("Pages of users"). */
  label: string;
  page: number;
  /** The number of pages when the server says how many there are. */
  pageCount?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous and Next around "Page 2 of 5" (or "Page 2" when the total is not known). */
export function Pager({ label, page, pageCount, hasNext, onPage }: Props) {
  const { t } = useTranslation();
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <span className="text-sm text-muted" aria-live="polite">
        {pageCount === undefined
          ? t('admin.pager.page', { page })
          : t('admin.pager.pageOf', { page, pages: pageCount })}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}
