import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { UnfinishedEntry } from '@/features/files/hooks/use-unfinished-uploads';
import { truncate } from '@/lib/format';

/**
 * Uploads this person began in this browser and did not finish, with how much the server has. A page
 * cannot reopen a file by itself after a reload, so the text asks for the same file; Forget ends it.
 */
export function UnfinishedUploads({
  uploads,
  disabled,
  onForget,
}: {
  uploads: UnfinishedEntry[];
  disabled: boolean;
  onForget: (upload: UnfinishedEntry) => void;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <section
      aria-label={t('upload.unfinished.title')}
      className="flex flex-col gap-1 rounded-lg border border-border px-3 py-2 text-sm"
    >
      <ul className="flex flex-col gap-1">
        {uploads.map((upload) => {
          const name = truncate(upload.name, 40);
          return (
            <li key={upload.storageKey} className="flex items-center gap-2">
              <History size={16} aria-hidden className="shrink-0 text-muted" />
              <span className="min-w-0 flex-1 truncate text-fg" title={upload.name}>
                {upload.percent === null
                  ? t('upload.unfinished.item', { name })
                  : t('upload.unfinished.itemPercent', { name, percent: upload.percent })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={t('upload.unfinished.forgetName', { name: upload.name })}
                onClick={() => onForget(upload)}
              >
                {t('upload.unfinished.forget')}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">{t('upload.unfinished.hint')}</p>
    </section>
  );
}
