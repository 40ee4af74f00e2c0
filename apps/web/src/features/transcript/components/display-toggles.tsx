import { SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type Switch = [boolean, (on: boolean) => void];

/**
 * What the segments show: timestamps, sentiment, the marks on unsure words (with a jump to the next), and
 * how many places review mode has left, the same number its bar counts; for a video, whether its captions
 * name the speaker.
 */
export function DisplayToggles(props: {
  timestamps: Switch;
  sentiment: Switch;
  unsure: Switch;
  /** A video file's captions: the speaker's name before the text. */
  captionSpeaker?: Switch | undefined;
  unsureCount: number;
  onNextUnsure: () => void;
  /** Review mode's queue length, for those who may review. */
  toReview?: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Toggle label={t('transcript.showTimestamps')} value={props.timestamps} />
      <Toggle label={t('transcript.showSentiment')} value={props.sentiment} />
      <Toggle label={t('transcript.unsure.toggle')} value={props.unsure} />
      {props.captionSpeaker ? (
        <Toggle label={t('video.captionSpeaker')} value={props.captionSpeaker} />
      ) : null}
      {props.unsureCount > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          className="justify-start"
          onClick={props.onNextUnsure}
          title={t('transcript.unsure.nextHint')}
        >
          <SkipForward size={14} aria-hidden />
          {t('transcript.unsure.next')}
        </Button>
      ) : null}
      {props.toReview === undefined ? null : (
        <p className="text-muted">
          {props.toReview === 0
            ? t('transcript.review.empty')
            : t('transcript.review.left', { count: props.toReview })}
        </p>
      )}
    </>
  );
}

function Toggle({ label, value: [on, onChange] }: { label: string; value: Switch }) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        className="h-4 w-4 accent-[var(--accent)]"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
