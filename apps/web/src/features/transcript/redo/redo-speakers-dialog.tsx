import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRedoSpeakers } from '@/api/transcripts/redo-speakers';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';

/** "Redo speakers": how many speakers (0 to 10, 0: estimate), confirmed; every text and edit stays. */
export function RedoSpeakersDialog({
  transcriptId,
  speakers,
  onClose,
}: {
  transcriptId: number;
  speakers: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [count, setCount] = useState(String(speakers));
  const redo = useRedoSpeakers(transcriptId);
  const value = Number(count);
  const valid = count.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 10;

  return (
    <Dialog
      open
      onOpenChange={(open) => open || redo.isPending || onClose()}
      title={t('transcript.redo.speakersTitle')}
      description={t('transcript.redo.speakersBody')}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          redo.mutate(
            { audio_transcript_num_speakers: value },
            {
              onSuccess: () => {
                toast.success(t('transcript.redo.queued'));
                onClose();
              },
              onError: (error) => toast.error(errorText(error, 'transcript.redo.failed')),
            },
          );
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-fg">
            {t('transcript.redo.speakerCount')}
          </label>
          <input
            id={id}
            type="number"
            min={0}
            max={10}
            step={1}
            className={`${inputClasses} max-w-24`}
            value={count}
            aria-invalid={valid ? undefined : true}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setCount(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            {t('transcript.redo.speakerHint')}
          </p>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={redo.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!valid || redo.isPending} aria-busy={redo.isPending}>
            {redo.isPending ? <Spinner /> : null}
            {t('transcript.redo.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
