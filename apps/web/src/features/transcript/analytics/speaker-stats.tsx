import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';
import { DASH, formatWhole } from './analytics-format';
import { MetricInfo } from './metric-info';
import type { SpeakerStats } from './metrics';
import type { SpeakerRow } from './speaker-rows';

/** A column heading with the metric's definition behind an info button. */
function MetricHeader({
  name,
  definition,
  className,
}: {
  name: string;
  definition: string;
  className: string;
}) {
  return (
    <th scope="col" className={cn('py-1 text-right font-medium', className)}>
      <span className="inline-flex items-center gap-1">
        {name}
        <MetricInfo metric={name} definition={definition} />
      </span>
    </th>
  );
}

/** Talk time (m:ss) and words per minute of each speaker, under their name; "—" when not measurable. */
export function SpeakerStatsTable({ rows, stats }: { rows: SpeakerRow[]; stats: SpeakerStats[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-xs text-muted">
          <th scope="col" className="py-1 pr-2 text-left font-medium">
            {t('transcript.analytics.speaker')}
          </th>
          <MetricHeader
            name={t('transcript.analytics.talkTime')}
            definition={t('transcript.analytics.talkTimeInfo')}
            className="px-2"
          />
          <MetricHeader
            name={t('transcript.analytics.wordsPerMinute')}
            definition={t('transcript.analytics.wordsPerMinuteInfo')}
            className="pl-2"
          />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const own = stats.find((entry) => entry.speaker === row.speaker);
          return (
            <tr key={row.speaker} className="border-t border-border">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-fg">
                <span className="inline-flex items-center gap-1.5">
                  <span
                    aria-hidden
                    className="h-2.5 w-2.5 rounded-full"
                    style={{ backgroundColor: row.color }}
                  />
                  {row.speaker}
                </span>
              </th>
              <td className="px-2 py-2 text-right text-fg tabular-nums">
                {own ? formatTimestamp(own.talkSeconds) : DASH}
              </td>
              <td className="py-2 pl-2 text-right text-fg tabular-nums">
                {formatWhole(own?.wordsPerMinute ?? null, i18n.language)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
