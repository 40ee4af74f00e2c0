import type { TTranscriptionRequest } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePlaceQuota } from '../../hooks/use-place-quota';
import { useTranscriptionOptions } from '../../hooks/use-transcription-options';
import { TranscriptionOptions } from '../transcription-options';
import { useLimitText } from '../upload/place-quota-note';

interface Props {
  files: string;
  /** The folder listed: whose daily allowance the transcriptions count against. */
  folderId: number | null;
  busy: boolean;
  onStart: (request: TTranscriptionRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Transcribe again for many files: the options of a single file's, a new transcript of each with them. */
export function BulkTranscribeDialog({ files, folderId, busy, onStart, onClose }: Props) {
  const { t } = useTranslation();
  const quota = usePlaceQuota(folderId);
  const limitText = useLimitText(quota);
  const options = useTranscriptionOptions(!quota.reached);
  const request = options.request();
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={t('files.bulkWork.transcribeTitle', { files })}
      description={t('files.bulkWork.transcribeIntro')}
      wide
    >
      {quota.reached ? <Notice tone="error">{limitText}</Notice> : <TranscriptionOptions options={options} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {quota.reached ? null : (
          <Button
            disabled={busy || !request}
            aria-busy={busy}
            onClick={() => request && void onStart(request)}
          >
            {busy ? <Spinner /> : null}
            {t('files.again.submit')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
