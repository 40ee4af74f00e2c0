import type { TVoiceProfile } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAdaptVoiceProfile } from '@/api/voice-profiles/adapt-voice-profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';

const percent = (rate: number) => (Math.round(rate * 1000) / 10).toString();

/**
 * The speech engine's adaptation to a voice: what it was made from, how it did on held-out verified
 * speech, whether it is in use (and why not), and its job's state.
 */
export function VoiceAdaptationSummary({ profile }: { profile: TVoiceProfile }) {
  const { t, i18n } = useTranslation();
  const adaptation = profile.voice_profile_adaptation;
  const job = profile.voice_profile_adaptation_job;
  return (
    <div className="flex flex-col gap-0.5 text-xs text-muted" data-testid="voice-adaptation">
      {adaptation ? (
        <>
          <span>
            {t('voiceAdaptation.made', {
              date: formatDate(adaptation.created_at, i18n.language),
              seconds: Math.round(adaptation.seconds),
              utterances: adaptation.utterances,
              words: adaptation.words,
            })}
          </span>
          <span>
            {t(adaptation.kind === 'mllr+map' ? 'voiceAdaptation.kindMap' : 'voiceAdaptation.kindMllr')}
          </span>
          <span>
            {t('voiceAdaptation.check', {
              words: adaptation.held_out_words,
              before: percent(adaptation.wer_unadapted),
              after: percent(adaptation.wer_adapted),
            })}
          </span>
          {adaptation.enabled ? (
            <span className="font-medium text-accent-text">{t('voiceAdaptation.inUse')}</span>
          ) : (
            <span className="font-medium text-fg">{t('voiceAdaptation.notInUse')}</span>
          )}
        </>
      ) : job.status === 'idle' ? (
        <span>{t('voiceAdaptation.notYet')}</span>
      ) : null}
      {job.status === 'queued' || job.status === 'running' ? (
        <span role="status" className="flex items-center gap-1.5">
          <Spinner />
          {t(`voiceAdaptation.${job.status}`)}
        </span>
      ) : null}
      {job.status === 'failed' ? (
        <span role="alert" className="text-danger">
          {t('voiceAdaptation.failed', { error: job.error ?? '' })}
        </span>
      ) : null}
    </div>
  );
}

/** "Adapt now": queues the voice's adaptation job; disabled while one waits or runs. */
export function AdaptNowButton({ profile }: { profile: TVoiceProfile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const adapt = useAdaptVoiceProfile();
  const name = profile.voice_profile_name;
  const busy = ['queued', 'running'].includes(profile.voice_profile_adaptation_job.status);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('voiceAdaptation.adaptNamed', { name })}
      disabled={busy || adapt.isPending}
      aria-busy={adapt.isPending}
      onClick={() =>
        adapt.mutate(profile.voice_profile_id, {
          onSuccess: () => toast.success(t('voiceAdaptation.started', { name })),
          onError: (error) => toast.error(errorText(error, 'voiceAdaptation.startFailed')),
        })
      }
    >
      {adapt.isPending ? <Spinner /> : null}
      {t('voiceAdaptation.adaptNow')}
    </Button>
  );
}
