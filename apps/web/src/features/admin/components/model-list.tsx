import type { TTranscriptModel } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';

/** The models the installed engines offer: name, what it is, how many languages it transcribes. */
export function ModelList({ models }: { models: TTranscriptModel[] }) {
  const { t } = useTranslation();
  if (models.length === 0) return <p className="text-sm text-muted">{t('admin.system.noModels')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-elevated">
      {models.map((model) => (
        <li key={model.audio_transcript_model_id} className="flex flex-col gap-0.5 px-4 py-3">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium text-fg">{model.audio_transcript_model_name}</span>
            <span className="text-xs text-muted">
              {t('admin.system.languages', { count: model.audio_transcript_model_languages.length })}
            </span>
          </span>
          {model.audio_transcript_model_description ? (
            <span className="text-sm text-muted">{model.audio_transcript_model_description}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
