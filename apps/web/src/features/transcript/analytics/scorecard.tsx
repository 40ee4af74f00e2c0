import { useTranslation } from 'react-i18next';
import { formatShare } from './analytics-format';
import { MetricInfo } from './metric-info';
import type { AgentScorecard } from './metrics';

const METRICS = ['recoveryRate', 'interruptionRate', 'empathyCoverage'] as const;

/** The agent's three rates as percentages, each with its definition; "—" when there is nothing to rate. */
export function Scorecard({ scorecard }: { scorecard: AgentScorecard }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {METRICS.map((metric) => {
        const name = t(`transcript.analytics.${metric}`);
        return (
          <div key={metric} className="flex flex-col-reverse gap-1 rounded-lg border border-border bg-bg p-3">
            <dt className="flex items-center gap-1 text-xs text-muted">
              {name}
              <MetricInfo metric={name} definition={t(`transcript.analytics.${metric}Info`)} />
            </dt>
            <dd className="text-2xl font-semibold text-fg tabular-nums">
              {formatShare(scorecard[metric], i18n.language)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
