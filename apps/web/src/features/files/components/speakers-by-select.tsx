import type { TTranscriptionRequest } from '@transcribe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type SpeakersBy = TTranscriptionRequest['audio_transcript_speakers_by'];
const CHOICES: SpeakersBy[] = ['auto', 'channel', 'voice'];

/**
 * How speakers are told apart: automatically (by channel when a stereo call has a voice on each channel, else
 * by voice), by channel, or by voice.
 */
export function SpeakersBySelect({
  value,
  onChange,
  disabled,
  className,
}: {
  value: SpeakersBy;
  onChange: (value: SpeakersBy) => void;
  disabled: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <label htmlFor={id} className="font-medium text-fg">
        {t('upload.speakers.by')}
      </label>
      <select
        id={id}
        className={className}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as SpeakersBy)}
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`upload.speakers.by_${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
