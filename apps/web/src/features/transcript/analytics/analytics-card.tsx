import { type ReactNode, useId } from 'react';
import { MetricInfo } from './metric-info';

interface Props {
  title: string;
  /** The metric's definition, behind an info button beside the title. */
  definition?: string;
  children: ReactNode;
  className?: string;
}

/** One panel of the Analytics tab: a titled card, its region named by the title. */
export function AnalyticsCard({ title, definition, children, className = '' }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-border bg-surface p-4 ${className}`}>
      <div className="mb-3 flex items-center gap-1.5">
        <h2 id={id} className="text-sm font-semibold text-fg">
          {title}
        </h2>
        {definition ? <MetricInfo metric={title} definition={definition} /> : null}
      </div>
      {children}
    </section>
  );
}
