import type { TVoiceProfile } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAllFiles } from '@/api/audio/audio-list';
import { useTrainVoiceProfile } from '@/api/voice-profiles/train-voice-profile';
import { useTranscriptSpeakers } from '@/api/voice-profiles/transcript-speakers';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { statusClass } from '@/lib/transcript-status';

/**
 * Re-train a profile: choose one of the user's completed transcripts and one of its named speakers, and the
 * profile's voice numbers are made anew from that speaker's speech (a few seconds on the server).
 */
export function RetrainDialog({ profile, onClose }: { profile: TVoiceProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const train = useTrainVoiceProfile();
  const files = useAllFiles(true);
  const [audioId, setAudioId] = useState<number>();
  const [speaker, setSpeaker] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const name = profile.voice_profile_name;

  const completed = (files.data ?? []).filter(
    (item) => statusClass(item.audio_transcript[0]?.audio_transcript_status) === 'ready',
  );
  const chosen = completed.find((item) => item.audio_id === audioId);
  const speakers = useTranscriptSpeakers(chosen?.audio_transcript[0]?.audio_transcript_id);
  const named = speakers.data ?? [];
  // The profile's own name is the likeliest choice when the chosen transcript has it.
  const speakerValue = speaker || (named.includes(name) ? name : '');

  function chooseFile(value: string) {
    setAudioId(value ? Number(value) : undefined);
    setSpeaker('');
    setError(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || !speakerValue) return setError(t('voiceProfiles.retrainChoose'));
    setError(undefined);
    train.mutate(
      { id: profile.voice_profile_id, audio_id: chosen.audio_id, speaker: speakerValue },
      {
        onSuccess: () => {
          toast.success(
            t('voiceProfiles.retrained', { name, speaker: speakerValue, file: chosen.audio_file.file_name }),
          );
          onClose();
        },
        onError: (failure) => setError(errorText(failure, 'voiceProfiles.retrainFailed')),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || train.isPending || onClose()}
      title={t('voiceProfiles.retrainTitle', { name })}
      description={t('voiceProfiles.retrainIntro')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-fg">
            {t('voiceProfiles.retrainFile')}
          </label>
          <select
            id={`${id}-file`}
            className={inputClasses}
            value={audioId ?? ''}
            disabled={files.isPending || train.isPending}
            onChange={(event) => chooseFile(event.target.value)}
          >
            <option value="">
              {files.isPending ? t('common.loading') : t('voiceProfiles.retrainFilePlaceholder')}
            </option>
            {completed.map((item) => (
              <option key={item.audio_id} value={item.audio_id}>
                {item.audio_file.file_name}
              </option>
            ))}
          </select>
          {files.isError ? (
            <p className="text-sm text-danger">{errorText(files.error, 'voiceProfiles.filesFailed')}</p>
          ) : files.data && completed.length === 0 ? (
            <p className="text-sm text-muted">{t('voiceProfiles.noTranscripts')}</p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-speaker`} className="text-sm font-medium text-fg">
            {t('voiceProfiles.retrainSpeaker')}
          </label>
          <select
            id={`${id}-speaker`}
            className={inputClasses}
            value={speakerValue}
            disabled={!chosen || speakers.isPending || train.isPending}
            onChange={(event) => setSpeaker(event.target.value)}
          >
            <option value="">
              {chosen && speakers.isPending
                ? t('common.loading')
                : t('voiceProfiles.retrainSpeakerPlaceholder')}
            </option>
            {named.map((speakerName) => (
              <option key={speakerName} value={speakerName}>
                {speakerName}
              </option>
            ))}
          </select>
          {speakers.isError ? (
            <p className="text-sm text-danger">{errorText(speakers.error, 'voiceProfiles.speakersFailed')}</p>
          ) : speakers.data && named.length === 0 ? (
            <p className="text-sm text-muted">{t('voiceProfiles.noNamedSpeakers')}</p>
          ) : null}
        </div>
        {train.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t('voiceProfiles.retraining')}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={train.isPending} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={train.isPending} aria-busy={train.isPending}>
            {train.isPending ? <Spinner /> : null}
            {t('voiceProfiles.retrain')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
