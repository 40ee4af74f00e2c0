import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { SpeakerVoices } from './use-speaker-voices';

/** A voice profile already has the speaker's name: keep it as it is, or update it from this speaker. */
export function VoiceTakenDialog({ voices }: { voices: SpeakerVoices }) {
  const { t } = useTranslation();
  const name = voices.taken ?? '';
  const busy = voices.saving !== undefined;
  return (
    <Dialog
      open={voices.taken !== undefined}
      onOpenChange={(open) => open || voices.dismiss()}
      title={t('transcript.voice.takenTitle', { name })}
      description={t('transcript.voice.takenBody', { name })}
    >
      {busy ? (
        <p role="status" className="text-sm text-muted">
          {t('transcript.voice.updating')}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={voices.dismiss}>
          {t('transcript.voice.keep')}
        </Button>
        <Button disabled={busy} aria-busy={busy} onClick={voices.update}>
          {busy ? <Spinner /> : null}
          {t('transcript.voice.update')}
        </Button>
      </div>
    </Dialog>
  );
}
