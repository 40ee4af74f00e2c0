import { cn } from '@/lib/cn';

/** One figure with what it counts, in a small card (the queue's counts, the install's totals). */
export function StatTile({
  label,
  value,
  className,
}: {
  label: string;
  value: string | number;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1 rounded-xl border border-border bg-surface p-4', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-2xl font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  );
}
