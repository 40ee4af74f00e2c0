import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NUDGE = 0.1;
const button =
  'flex h-7 w-7 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg disabled:pointer-events-none disabled:opacity-40';

interface Props {
  /** 'start' or 'end': names the field and its nudge buttons. */
  edge: 'start' | 'end';
  value: number;
  min: number;
  max: number;
  onCommit: (seconds: number) => void;
}

/** A boundary in seconds: typed (applied on Enter or leaving the field) or nudged by 0.1 s. */
export function TimeField({ edge, value, min, max, onCommit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const seconds = Number(text.replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(seconds)) setText(String(value));
    else onCommit(seconds);
  };
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-xs text-muted">
        {t(`transcript.layout.${edge}`)}
      </label>
      <button
        type="button"
        className={button}
        aria-label={t(`transcript.layout.${edge}Earlier`)}
        disabled={value <= min}
        onClick={() => onCommit(value - NUDGE)}
      >
        <Minus size={14} aria-hidden />
      </button>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        className="h-7 w-20 rounded-md border border-border bg-surface px-1.5 text-xs text-fg tabular-nums"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
      <button
        type="button"
        className={button}
        aria-label={t(`transcript.layout.${edge}Later`)}
        disabled={value >= max}
        onClick={() => onCommit(value + NUDGE)}
      >
        <Plus size={14} aria-hidden />
      </button>
    </div>
  );
}
