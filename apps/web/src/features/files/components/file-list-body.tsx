import type { UseQueryResult } from '@tanstack/react-query';
import type { TAudioItem } from '@transcribe/contract';
import { FileAudio, FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { FileCards } from './file-cards';
import type { FileRowHandlers } from './file-row-parts';
import { FileTable } from './file-table';

interface Props {
  list: UseQueryResult<TAudioItem[]>;
  inFolder: boolean;
  wide: boolean;
  handlers: FileRowHandlers;
  onToggleAll: () => void;
  /** Undefined where the caller may not add files (a workspace's folder they only read). */
  onUpload: (() => void) | undefined;
}

/** The files, or what to show instead: loading, the error, or the empty folder. */
export function FileListBody({ list, inFolder, wide, handlers, onToggleAll, onUpload }: Props) {
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
  if (list.isError)
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
  if (list.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border-strong px-6 py-16 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <FileAudio size={24} aria-hidden />
        </span>
        <p className="font-medium text-fg">{inFolder ? t('files.emptyFolder') : t('files.emptyRecent')}</p>
        {onUpload ? (
          <>
            <p className="max-w-sm text-sm text-muted">{t('files.emptyHint')}</p>
            <Button onClick={onUpload} className="mt-2">
              <FileUp size={18} aria-hidden />
              {t('files.transcribeFiles')}
            </Button>
          </>
        ) : null}
      </div>
    );
  return wide ? (
    <FileTable items={list.data} handlers={handlers} onToggleAll={onToggleAll} />
  ) : (
    <FileCards items={list.data} handlers={handlers} onToggleAll={onToggleAll} />
  );
}
