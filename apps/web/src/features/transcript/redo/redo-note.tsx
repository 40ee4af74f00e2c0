import type { TAudioTranscriptListItem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatTimestamp } from '@/lib/format';
import { useLiveProgress } from '@/lib/progress/progress-context';

/**
 * While a redo runs: what is being done again (the stretch, by its times, or the speakers) and how far it
 * is, above the text, which stays readable and waits to be edited until the redo is done.
 */
export function RedoNote({ transcript }: { transcript: TAudioTranscriptListItem }) {
  const { t } = useTranslation();
  const live = useLiveProgress(transcript.audio_transcript_id);
  const redo = transcript.audio_transcript_redo;
  if (!redo) return null;
  const percent = Math.floor(live?.progress ?? transcript.transcript_progress_percent);
  const text =
    redo.kind === 'range'
      ? t('transcript.redo.runningRange', {
          start: formatTimestamp(redo.start),
          end: formatTimestamp(redo.end),
          percent,
        })
      : t('transcript.redo.runningSpeakers', { percent });
  return (
    <div role="status" className="flex items-start gap-2 rounded-xl bg-accent-soft px-4 py-3 text-sm text-fg">
      <Spinner />
      <p>
        <span className="font-medium">{text}</span> {t('transcript.redo.runningHint')}
      </p>
    </div>
  );
}
