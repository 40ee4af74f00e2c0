import type { TAudioItem } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePlaceQuota } from '../hooks/use-place-quota';
import { useStartTranscriptions } from '../hooks/use-start-transcriptions';
import { useTranscriptionOptions } from '../hooks/use-transcription-options';
import { TranscriptionOptions } from './transcription-options';
import { useLimitText } from './upload/place-quota-note';

/** Transcribes a file again with another language, mode or speaker count; the new transcript shows first. */
export default function TranscribeAgainDialog({ item, onClose }: { item: TAudioItem; onClose: () => void }) {
  const { t } = useTranslation();
  // The allowance of the file's place: a workspace's file counts against the workspace.
  const quota = usePlaceQuota(item.audio_file.file_folder_id);
  const limitReached = quota.reached;
  const limitText = useLimitText(quota);
  const options = useTranscriptionOptions(!limitReached);
  const startTranscriptions = useStartTranscriptions();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const request = options.request();
    if (!request) return;
    setBusy(true);
    const started = await startTranscriptions([item.audio_id], request);
    setBusy(false);
    if (started > 0) {
      toast.info(t('files.again.started'));
      onClose();
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      // The whole name (the title wraps); "again" only when it was transcribed before.
      title={t(item.audio_transcript.length > 0 ? 'files.again.title' : 'files.again.titleFirst', {
        name: item.audio_file.file_name,
      })}
      wide
    >
      {limitReached ? <Notice tone="error">{limitText}</Notice> : <TranscriptionOptions options={options} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {limitReached && quota.workspace ? null : limitReached ? (
          <Button onClick={() => toast.info(t('usage.premiumNotYet'))}>{t('upload.becomePremium')}</Button>
        ) : (
          <Button onClick={submit} disabled={busy || !options.request()} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t('files.again.submit')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
