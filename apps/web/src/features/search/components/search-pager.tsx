import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next under the results, and which page of how many this is. */
export function SearchPager({ page, pages, onPage }: Props) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('search.page.pages')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={14} aria-hidden />
        {t('search.page.previous')}
      </Button>
      <p className="text-sm text-muted tabular-nums">{t('search.page.pageOf', { page, pages })}</p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('search.page.next')}
        <ChevronRight size={14} aria-hidden />
      </Button>
    </nav>
  );
}
