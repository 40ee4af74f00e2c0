import { Archive, FileAudio, FileUp, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface Props {
  /** Filters are set: nothing matches them (which says nothing of the folder). */
  filtered: boolean;
  onClearFilters: () => void;
  archived: boolean;
  inFolder: boolean;
  /** The folder's sub-folders: an empty folder that has some is not called empty. */
  subFolders: number;
  /** Undefined where the caller may not add files (a workspace's folder they only read, the Archive). */
  onUpload: (() => void) | undefined;
}

/** What an empty list says: no file matches the filters, the Archive holds none, or the folder is empty. */
export function EmptyList({ filtered, onClearFilters, archived, inFolder, subFolders, onUpload }: Props) {
  const { t } = useTranslation();
  const Icon = filtered ? SearchX : archived ? Archive : FileAudio;
  const text = filtered
    ? t('files.filters.noMatch')
    : archived
      ? t('files.archive.empty')
      : !inFolder
        ? t('files.emptyRecent')
        : subFolders > 0
          ? t('files.onlySubfolders', { count: subFolders })
          : t('files.emptyFolder');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border-strong px-6 py-16 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Icon size={24} aria-hidden />
      </span>
      <p className="font-medium text-fg">{text}</p>
      {filtered ? (
        <>
          <p className="max-w-sm text-sm text-muted">{t('files.filters.noMatchHint')}</p>
          <Button variant="secondary" onClick={onClearFilters} className="mt-2">
            <X size={16} aria-hidden />
            {t('files.filters.clear')}
          </Button>
        </>
      ) : onUpload && !archived ? (
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
}
