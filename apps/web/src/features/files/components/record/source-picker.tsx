import { AppWindow, Mic, MonitorSpeaker } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CAPTURE_SOURCES, type CaptureSource } from '@/features/files/recording/capture-sources';

const ICONS = { microphone: Mic, 'tab-and-microphone': MonitorSpeaker, tab: AppWindow } as const;
const LABELS = {
  microphone: 'record.source.microphone',
  'tab-and-microphone': 'record.source.tabAndMicrophone',
  tab: 'record.source.tab',
} as const;

/**
 * What the recording captures: the microphone, a shared tab or screen with the microphone (each its own
 * speaker), or the tab or screen alone. Shown only where the browser can share one; says which browsers
 * share sound. Choosing another source starts a new recording.
 */
export function SourcePicker({
  value,
  onChange,
  disabled,
}: {
  value: CaptureSource;
  onChange: (source: CaptureSource) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5 text-sm" disabled={disabled}>
      <legend className="mb-1.5 font-medium text-fg">{t('record.source.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CAPTURE_SOURCES.map((source) => {
          const Icon = ICONS[source];
          return (
            <label
              key={source}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-bg px-3 py-2 text-fg has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                type="radio"
                name="record-source"
                className="sr-only"
                value={source}
                checked={value === source}
                onChange={() => onChange(source)}
              />
              <Icon size={16} aria-hidden />
              <span>{t(LABELS[source])}</span>
            </label>
          );
        })}
      </div>
      <p className="text-muted">
        {value === 'tab-and-microphone' ? `${t('record.source.channels')} ` : ''}
        {t('record.source.support')}
      </p>
    </fieldset>
  );
}
