import type { TTranscriptModel } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useAdminModels } from '@/api/admin/models';
import { downloadWouldBeBetter } from '@/api/catalogue/most-accurate-mode';
import { Notice } from '@/components/ui/notice';

/**
 * "A more accurate mode is being installed: 43%", live, while a transcription model downloads that will
 * transcribe one of its languages better than the modes offered now.
 */
export function BetterModeNotice({ modes }: { modes: TTranscriptModel[] }) {
  const { t } = useTranslation();
  const coming = useAdminModels().data?.models.find(
    (model) =>
      model.family === 'nemo-transducer' &&
      model.state === 'downloading' &&
      downloadWouldBeBetter(modes, model.languages),
  );
  if (!coming) return null;
  return (
    <Notice tone="info">
      {t('admin.models.betterInstalling', { percent: Math.floor(coming.percent ?? 0) })}
    </Notice>
  );
}
