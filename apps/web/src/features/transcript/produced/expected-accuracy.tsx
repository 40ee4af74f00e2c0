import { useQuery } from '@tanstack/react-query';
import type { TModeAccuracy } from '@transcribe/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { modelsQuery } from '@/api/catalogue/models';

/** A mode's word error rate in people's words: "about 6 words in 100 wrong", and who says so. */
export function accuracyText(accuracy: TModeAccuracy | undefined, t: TFunction): string {
  const percent = accuracy?.word_error_percent;
  if (!accuracy || percent === null || percent === undefined || accuracy.source === 'unknown')
    return t('transcript.about.accuracyUnknown');
  const count = Math.max(1, Math.round(percent));
  return accuracy.source === 'makers'
    ? t('transcript.about.accuracyMakers', { count })
    : t('transcript.about.accuracyMeasured', { count });
}

/**
 * How accurate the mode that made the transcript is expected to be, from the catalogue's entry of that name
 * (read once `enabled`); not known when the server no longer offers it or cannot say.
 */
export function ExpectedAccuracy({ modelName, enabled }: { modelName: string; enabled: boolean }) {
  const { t } = useTranslation();
  const models = useQuery({ ...modelsQuery, enabled });
  if (models.isPending) return null;
  const mode = models.data?.find((model) => model.audio_transcript_model_name === modelName);
  return <>{accuracyText(mode?.audio_transcript_model_accuracy, t)}</>;
}
