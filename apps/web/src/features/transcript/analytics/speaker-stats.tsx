import type { TSpeakerStat, TSpeakerStats } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';
import { formatShare, formatWhole } from './analytics-format';
import { MetricInfo } from './metric-info';
import type { SpeakerRow } from './speaker-rows';

/** A column heading with the metric's definition behind an info button. */
function MetricHeader({
  name,
  definition,
  className,
}: {
  name: string;
  definition: string;
  className?: string;
}) {
  return (
    <th scope="col" className={cn('px-2 py-1 text-right font-medium last:pr-0', className)}>
      <span className="inline-flex items-center gap-1">
        {name}
        <MetricInfo metric={name} definition={definition} />
      </span>
    </th>
  );
}

const COLUMNS = [
  'talkTime',
  'share',
  'turns',
  'wordsPerMinute',
  'longestMonologue',
  'interruptions',
] as const;

/**
 * The Speakers panel: per speaker, under their name, talk time and share, turns, words a minute, the longest
 * monologue and interruptions (the figures `GET …/speakers/stats` answers); under it, silence and overlap.
 */
export function SpeakerStatsTable({ rows, stats }: { rows: SpeakerRow[]; stats: TSpeakerStats }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const cells = (stat: TSpeakerStat) => [
    formatTimestamp(stat.talk_seconds),
    formatShare(stat.talk_share, locale),
    formatWhole(stat.turns, locale),
    formatWhole(stat.words_per_minute, locale),
    formatTimestamp(stat.longest_monologue_seconds),
    formatWhole(stat.interruptions, locale),
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="py-1 pr-2 text-left font-medium">
                {t('transcript.analytics.speaker')}
              </th>
              {COLUMNS.map((column) => (
                <MetricHeader
                  key={column}
                  name={t(`transcript.analytics.${column}`)}
                  definition={t(`transcript.analytics.${column}Info`)}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.speakers.map((stat) => (
              <tr key={stat.speaker} className="border-t border-border">
                <th scope="row" className="py-2 pr-2 text-left font-medium text-fg">
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      aria-hidden
                      className="h-2.5 w-2.5 rounded-full"
                      style={{ backgroundColor: rows.find((row) => row.speaker === stat.speaker)?.color }}
                    />
                    {stat.speaker}
                  </span>
                </th>
                {cells(stat).map((text, index) => (
                  <td key={COLUMNS[index]} className="px-2 py-2 text-right text-fg tabular-nums last:pr-0">
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted">
        {t('transcript.analytics.silenceAndOverlap', {
          silence: formatShare(stats.silence_share, locale),
          overlap: formatTimestamp(stats.overlap_seconds),
        })}
      </p>
    </div>
  );
}
