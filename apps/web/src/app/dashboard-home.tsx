import { FileAudio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FolderTitle } from '../features/folders/components/folder-title';
import { useCurrentFolderId } from '../lib/current-folder';

/** /dashboard: the title or breadcrumb of the open folder; the file list comes with the upload work. */
export function DashboardHome() {
  const { t } = useTranslation();
  const inFolder = useCurrentFolderId() !== null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <FolderTitle />
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border-strong px-6 py-16 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <FileAudio size={24} aria-hidden />
        </span>
        <p className="font-medium text-fg">{inFolder ? t('files.emptyFolder') : t('files.emptyRecent')}</p>
        <p className="max-w-sm text-sm text-muted">{t('files.emptyHint')}</p>
      </div>
    </div>
  );
}
