import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  ReferenceLine,
  Scatter,
  ScatterChart,
  type ScatterShapeProps,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatTimestamp } from '@/lib/format';
import { formatSentiment } from './analytics-format';
import type { TimelinePoint } from './metrics';

interface TimelineSeries {
  key: string;
  label: string;
  color: string;
  points: TimelinePoint[];
}

interface ChartPoint extends TimelinePoint {
  label: string;
}

const isChartPoint = (value: unknown): value is ChartPoint =>
  typeof value === 'object' && value !== null && 'sentiment' in value && 'label' in value;

/** A dot per segment; a spike gets a wider ring in the text colour around it. */
function PointShape({ cx, cy, payload, fill }: ScatterShapeProps & { fill?: string }) {
  if (cx === undefined || cy === undefined) return null;
  const spike = isChartPoint(payload) && payload.spike;
  return (
    <g>
      <circle cx={cx} cy={cy} r={3.5} fill={fill} />
      {spike ? <circle cx={cx} cy={cy} r={7} fill="none" stroke="var(--fg)" strokeWidth={2} /> : null}
    </g>
  );
}

function PointTooltip({ active, payload }: TooltipContentProps) {
  const { t, i18n } = useTranslation();
  const point: unknown = payload?.[0]?.payload;
  if (!active || !isChartPoint(point)) return null;
  return (
    <div className="rounded-md border border-border bg-elevated px-3 py-2 text-xs text-fg shadow-lg">
      <p className="font-semibold">{point.label}</p>
      <p>
        {t('transcript.analytics.time')}: {formatTimestamp(point.time)}
      </p>
      <p>
        {t('transcript.analytics.sentiment')}: {formatSentiment(point.sentiment, i18n.language)}
      </p>
      {point.spike ? <p className="font-semibold">{t('transcript.analytics.spike')}</p> : null}
    </div>
  );
}

/** Sentiment (-1..1) against time, one joined line of dots per speaker, spikes ringed. */
export function TimelineChart({ series, duration }: { series: TimelineSeries[]; duration: number }) {
  const { i18n } = useTranslation();
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const tick = { fill: 'var(--muted)', fontSize: 12 };
  return (
    <ScatterChart responsive style={{ width: '100%', height: 260 }} margin={{ top: 8, right: 16, left: -16 }}>
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
      <XAxis
        type="number"
        dataKey="time"
        domain={[0, Math.max(duration, 1)]}
        tickFormatter={formatTimestamp}
        tick={tick}
        stroke="var(--border-strong)"
      />
      <YAxis
        type="number"
        dataKey="sentiment"
        domain={[-1, 1]}
        ticks={[-1, -0.5, 0, 0.5, 1]}
        tickFormatter={(value: number) => decimal.format(value)}
        tick={tick}
        stroke="var(--border-strong)"
      />
      <ReferenceLine y={0} stroke="var(--border-strong)" />
      <Tooltip content={PointTooltip} cursor={{ stroke: 'var(--border-strong)' }} />
      {series.map((one) => (
        <Scatter
          key={one.key}
          name={one.label}
          data={one.points.map((point): ChartPoint => ({ ...point, label: one.label }))}
          fill={one.color}
          line={{ stroke: one.color, strokeWidth: 2 }}
          lineType="joint"
          shape={PointShape}
          isAnimationActive={false}
        />
      ))}
    </ScatterChart>
  );
}
