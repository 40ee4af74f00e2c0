import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { UploadEntry } from '@/features/files/hooks/use-upload-queue';

/**
 * A file the server found already in that place (the same bytes): which file it is, a link to open it, and a
 * second copy for whoever wants one anyway. Nothing new was kept, and nothing is transcribed until then.
 */
export function DuplicateNote({
  entry,
  busy,
  onOpen,
  onKeepCopy,
}: {
  entry: UploadEntry;
  busy: boolean;
  onOpen: () => void;
  onKeepCopy: (entry: UploadEntry) => void;
}) {
  const { t } = useTranslation();
  const existing = entry.item;
  if (!existing) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <p className="text-fg" role="status">
        {t('upload.duplicate.already', { name: existing.audio_file.file_name })}
      </p>
      <Link
        to={`/dashboard/transcript/${existing.audio_id}`}
        onClick={onOpen}
        className="font-medium text-accent-text underline-offset-2 hover:underline"
      >
        {t('upload.duplicate.open')}
      </Link>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => onKeepCopy(entry)}>
        {t('upload.duplicate.keep')}
      </Button>
    </div>
  );
}
