interface Props {
  label: string;
  /** How far the bar is filled, 0-100. */
  percent: number;
  /** The values a screen reader is given: done of `max` (a percent, or a count of files). */
  value: number;
  max: number;
  /** What a screen reader says of it ("3 of 10 files done."). */
  valueText: string;
}

/** A thin bar filled as far as a piece of work has got. */
export function ProgressBar({ label, percent, value, max, valueText }: Props) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-hover"
    >
      <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
