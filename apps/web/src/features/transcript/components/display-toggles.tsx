import { SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type Switch = [boolean, (on: boolean) => void];

/** What the segments show: timestamps, sentiment, the marks on unsure words (with a jump to the next). */
export function DisplayToggles(props: {
  timestamps: Switch;
  sentiment: Switch;
  unsure: Switch;
  unsureCount: number;
  onNextUnsure: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Toggle label={t('transcript.showTimestamps')} value={props.timestamps} />
      <Toggle label={t('transcript.showSentiment')} value={props.sentiment} />
      <Toggle label={t('transcript.unsure.toggle', { n: props.unsureCount })} value={props.unsure} />
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
