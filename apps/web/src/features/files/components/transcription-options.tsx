import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';
import { languageName } from '@/lib/language-name';
import type { TranscriptionOptionsState } from '../hooks/use-transcription-options';
import { SpeakersBySelect } from './speakers-by-select';

const SPEAKER_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Language select, mode cards and the collapsible speaker recognition section. */
export function TranscriptionOptions({ options }: { options: TranscriptionOptionsState }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const [speakersOpen, setSpeakersOpen] = useState(false);
  const { catalogue, language, model, choice } = options;
  const languages = catalogue.languages.data ?? [];
  const models = catalogue.models.data ?? [];
  const field =
    'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm text-fg outline-none focus:border-accent focus:ring-2 focus:ring-accent/30';

  let languageProblem: string | undefined;
  if (catalogue.languages.isError)
    languageProblem = `${t('upload.languagesFailed')} ${errorText(catalogue.languages.error, 'upload.languagesFetchFailed')}`;
  else if (catalogue.languages.isSuccess && languages.length === 0) languageProblem = t('upload.noLanguages');
  let modelProblem: string | undefined;
  if (catalogue.models.isError)
    modelProblem =
      catalogue.models.error instanceof ApiError &&
      catalogue.models.error.code === CLIENT_CODES.invalidResponse
        ? t('upload.modelsBadResponse')
        : errorText(catalogue.models.error, 'upload.modelsFailed');
  else if (catalogue.models.isSuccess && models.length === 0) modelProblem = t('upload.noModels');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-language`} className="text-sm font-medium text-fg">
          {t('upload.language')}
        </label>
        <select
          id={`${id}-language`}
          className={field}
          value={language?.audio_transcript_language_id ?? ''}
          disabled={languages.length === 0}
          onChange={(event) => options.setLanguage(Number(event.target.value))}
        >
          {catalogue.languages.isPending ? <option value="">{t('common.loading')}</option> : null}
          {languages.map((l) => (
            <option key={l.audio_transcript_language_id} value={l.audio_transcript_language_id}>
              {languageName(l, t)}
            </option>
          ))}
        </select>
        {languageProblem ? <p className="text-sm text-danger">{languageProblem}</p> : null}
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('upload.mode')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {models.map((m) => {
            const supports =
              !language ||
              m.audio_transcript_model_languages.includes(language.audio_transcript_language_iso_code);
            const checked = model?.audio_transcript_model_id === m.audio_transcript_model_id;
            return (
              <label
                key={m.audio_transcript_model_id}
                className={cn(
                  'flex flex-col gap-0.5 rounded-lg border p-3 text-sm',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                  checked ? 'border-accent bg-accent-soft' : 'border-border',
                  supports ? 'cursor-pointer hover:border-accent' : 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  className="sr-only"
                  checked={checked}
                  disabled={!supports}
                  onChange={() => options.setModel(m.audio_transcript_model_id)}
                />
                <span className="font-medium text-fg">{m.audio_transcript_model_name}</span>
                <span className="text-muted">
                  {supports ? m.audio_transcript_model_description : t('upload.modeNoLanguage')}
                </span>
              </label>
            );
          })}
        </div>
        {catalogue.models.isPending ? <p className="text-sm text-muted">{t('common.loading')}</p> : null}
        {modelProblem ? <p className="text-sm text-danger">{modelProblem}</p> : null}
      </fieldset>
      <div className="rounded-lg border border-border">
        <button
          type="button"
          aria-expanded={speakersOpen}
          aria-controls={`${id}-speakers`}
          onClick={() => setSpeakersOpen((open) => !open)}
          className="flex h-11 w-full items-center justify-between px-3 text-sm font-medium text-fg"
        >
          {t('upload.speakers.title')}
          <ChevronDown
            size={16}
            aria-hidden
            className={cn('transition-transform', speakersOpen && 'rotate-180')}
          />
        </button>
        <div
          id={`${id}-speakers`}
          hidden={!speakersOpen}
          className="flex flex-col gap-3 border-t border-border p-3"
        >
          <label className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--accent)]"
              checked={choice.diarize}
              onChange={(event) => options.setDiarize(event.target.checked)}
            />
            {t('upload.speakers.enable')}
          </label>
          <label className="flex flex-col gap-1.5 text-sm">
            <span className="font-medium text-fg">{t('upload.speakers.count')}</span>
            <select
              className={field}
              value={choice.speakerCount}
              disabled={!choice.diarize}
              onChange={(event) => options.setSpeakerCount(Number(event.target.value))}
            >
              {SPEAKER_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count === 0 ? t('upload.speakers.unknown') : count}
                </option>
              ))}
            </select>
          </label>
          <SpeakersBySelect
            value={choice.speakersBy}
            onChange={options.setSpeakersBy}
            disabled={!choice.diarize}
            className={field}
          />
          {options.voices.length > 0 ? <WhoIsSpeaking options={options} className={field} /> : null}
        </div>
      </div>
    </div>
  );
}

/** Who is speaking, when one person does: one of the saved voices (its name, and the engine adapted to it). */
function WhoIsSpeaking({ options, className }: { options: TranscriptionOptionsState; className: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <label htmlFor={id} className="font-medium text-fg">
        {t('upload.speakers.who')}
      </label>
      <select
        id={id}
        className={className}
        value={options.voice?.voice_profile_id ?? ''}
        disabled={options.choice.diarize}
        aria-describedby={`${id}-hint`}
        onChange={(event) => options.setVoice(Number(event.target.value) || undefined)}
      >
        <option value="">{t('upload.speakers.whoNotSaid')}</option>
        {options.voices.map((v) => (
          <option key={v.voice_profile_id} value={v.voice_profile_id}>
            {v.voice_profile_name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-muted">
        {t('upload.speakers.whoHint')}
      </p>
    </div>
  );
}
