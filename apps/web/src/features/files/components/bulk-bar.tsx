import { Combine, Download, FolderInput, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface Props {
  count: number;
  /** Move, Join and Delete: only when the caller may change every chosen file (Export always). */
  change: boolean;
  onExport: () => void;
  onMove: () => void;
  onJoin: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/**
 * Shown while files are selected: their count, and Export, Move, Join (two or more) and Delete for all of them
 * (the last three only where the caller may change them all).
 */
export function BulkBar({ count, change, onExport, onMove, onJoin, onDelete, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('files.bulk.label')}
      className="sticky top-20 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-accent/30 bg-accent-soft px-3 py-2 shadow-sm"
    >
      <Button variant="ghost" size="sm" className="px-2" onClick={onClear} aria-label={t('files.bulk.clear')}>
        <X size={16} aria-hidden />
      </Button>
      <p className="mr-auto text-sm font-medium text-accent-text" aria-live="polite">
        {t('files.bulk.count', { count })}
      </p>
      <Button variant="secondary" size="sm" onClick={onExport}>
        <Download size={16} aria-hidden />
        {t('files.bulk.export')}
      </Button>
      {change ? (
        <>
          <Button variant="secondary" size="sm" onClick={onMove}>
            <FolderInput size={16} aria-hidden />
            {t('files.bulk.move')}
          </Button>
          {count >= 2 ? (
            <Button variant="secondary" size="sm" onClick={onJoin}>
              <Combine size={16} aria-hidden />
              {t('files.bulk.join')}
            </Button>
          ) : null}
          <Button variant="danger" size="sm" onClick={onDelete}>
            <Trash2 size={16} aria-hidden />
            {t('files.bulk.delete')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
