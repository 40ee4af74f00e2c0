import { useTranslation } from 'react-i18next';
import type { TimelinePoint } from './metrics';
import type { SpeakerRow } from './speaker-rows';
import { TimelineChart } from './timeline-chart';

interface Props {
  rows: SpeakerRow[];
  points: TimelinePoint[];
  duration: number;
}

/** The timeline chart with its legend (speakers and the spike mark) and the number of spikes. */
export function SentimentTimeline({ rows, points, duration }: Props) {
  const { t } = useTranslation();
  if (points.length === 0)
    return <p className="text-sm text-muted">{t('transcript.analytics.noTimeline')}</p>;
  const series = rows.map((row) => ({
    key: row.speaker,
    label: row.speaker,
    color: row.color,
    points: points.filter((point) => point.speaker === row.speaker),
  }));
  const spikes = points.filter((point) => point.spike).length;
  return (
    <div className="flex flex-col gap-2">
      <TimelineChart series={series} duration={duration} />
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        {series.map((one) => (
          <li key={one.key} className="flex items-center gap-1.5">
            <span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: one.color }} />
            <span className="text-fg">{one.label}</span>
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-full border-2 border-fg" />
          <span>{t('transcript.analytics.spikes', { count: spikes })}</span>
        </li>
      </ul>
    </div>
  );
}
