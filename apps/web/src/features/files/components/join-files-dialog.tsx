import type { TAudioItem } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { joinFiles } from '@/api/audio/join-files';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';

interface Props {
  items: TAudioItem[];
  onJoined: () => void;
  onClose: () => void;
}

/** Asks to join the selected files, listed in the order they are joined (oldest first), then joins them. */
export default function JoinFilesDialog({ items, onJoined, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateFiles();
  const [busy, setBusy] = useState(false);
  const ordered = [...items].sort((a, b) => a.audio_create_date.localeCompare(b.audio_create_date));

  async function join() {
    setBusy(true);
    try {
      const joined = await joinFiles(ordered.map((item) => item.audio_id));
      toast.success(t('files.join.done', { name: joined.audio_file.file_name }));
      void invalidate();
      onJoined();
      onClose();
    } catch (error) {
      toast.error(errorText(error, 'files.join.failed'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={t('files.join.title', { count: items.length })}
    >
      <p className="text-sm text-muted">{t('files.join.body')}</p>
      <ol className="list-decimal pl-6 text-sm text-fg">
        {ordered.map((item) => (
          <li key={item.audio_id} className="break-words">
            {item.audio_file.file_name}
          </li>
        ))}
      </ol>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={join} disabled={busy} aria-busy={busy}>
          {t('files.join.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
