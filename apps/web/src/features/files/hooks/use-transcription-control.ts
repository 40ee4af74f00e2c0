import type { TAudioItem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { cancelTranscription } from '@/api/transcripts/cancel-transcription';
import { retryTranscription } from '@/api/transcripts/retry-transcription';
import { useErrorText } from '@/lib/error-text';
import { forgetProgress } from '@/lib/progress/progress-storage';
import { displayTranscript } from '../file-item';

/** Cancel a running transcription or retry a failed one, then show the list as the server has it. */
export function useTranscriptionControl() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateFiles();

  async function control(item: TAudioItem, action: 'cancel' | 'retry') {
    const id = displayTranscript(item)?.audio_transcript_id;
    if (!id) return void toast.error(t('files.export.noTranscriptId'));
    const name = item.audio_file.file_name;
    try {
      if (action === 'cancel') await cancelTranscription(id);
      else {
        forgetProgress(id);
        await retryTranscription(id);
      }
      toast.success(t(action === 'cancel' ? 'files.control.cancelled' : 'files.control.retried', { name }));
    } catch (error) {
      toast.error(
        errorText(error, action === 'cancel' ? 'files.control.cancelFailed' : 'files.control.retryFailed'),
      );
    } finally {
      await invalidate();
    }
  }

  return {
    cancel: (item: TAudioItem) => control(item, 'cancel'),
    retry: (item: TAudioItem) => control(item, 'retry'),
  };
}
