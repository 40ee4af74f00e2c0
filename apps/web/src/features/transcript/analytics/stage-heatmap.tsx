import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSentiment } from './analytics-format';
import { STAGES, type StageCell } from './metrics';
import type { SpeakerRow } from './speaker-rows';

/** Green for positive, red for negative (as the sentiment badges), stronger the further from 0. */
function cellStyle(value: number | null): CSSProperties | undefined {
  if (value === null || value === 0) return undefined;
  const alpha = (0.12 + 0.5 * Math.min(1, Math.abs(value))).toFixed(2);
  return { backgroundColor: value > 0 ? `rgb(16 185 129 / ${alpha})` : `rgb(239 68 68 / ${alpha})` };
}

/** Speakers down, the recording's thirds across, each cell the average sentiment there ("—" when none). */
export function StageHeatmap({ rows, cells }: { rows: SpeakerRow[]; cells: StageCell[] }) {
  const { t, i18n } = useTranslation();
  const averageOf = (speaker: string, stage: string) =>
    cells.find((cell) => cell.speaker === speaker && cell.stage === stage)?.avgSentiment ?? null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-1 text-sm">
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left text-xs font-medium text-muted">
              {t('transcript.analytics.speaker')}
            </th>
            {STAGES.map((stage) => (
              <th key={stage} scope="col" className="px-2 py-1 text-center text-xs font-medium text-muted">
                {t(`transcript.analytics.stage.${stage}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.speaker}>
              <th scope="row" className="px-2 py-1 text-left font-medium text-fg">
                {row.speaker}
              </th>
              {STAGES.map((stage) => {
                const value = averageOf(row.speaker, stage);
                return (
                  <td
                    key={stage}
                    style={cellStyle(value)}
                    className="rounded-md bg-hover px-2 py-3 text-center text-fg tabular-nums"
                  >
                    {formatSentiment(value, i18n.language)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
