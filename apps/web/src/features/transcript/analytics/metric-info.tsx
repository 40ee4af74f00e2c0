import { Info } from 'lucide-react';
import { type PointerEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface Props {
  metric: string;
  definition: string;
}

/** The closest the tooltip comes to the edge of the window, in pixels. */
const MARGIN = 8;

/**
 * An info button beside a metric's name: its definition shows as a tooltip on hover, on keyboard focus and
 * on tap (until a tap elsewhere); Escape hides it; and screen readers get it as the button's description.
 */
export function MetricInfo({ metric, definition }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);

  // The tooltip starts at the button; near the right edge of the window it moves left to stay in view.
  useLayoutEffect(() => {
    if (!open || !anchor.current || !tip.current) return;
    const start = anchor.current.getBoundingClientRect().left;
    const overflow = start + tip.current.offsetWidth - (document.documentElement.clientWidth - MARGIN);
    setShift(overflow > 0 ? -Math.min(overflow, start - MARGIN) : 0);
  }, [open]);

  // A tap opens it (touch has no hover, and not every browser focuses a tapped button); a tap elsewhere closes.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && anchor.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const hover = (shown: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(shown);
  };

  return (
    <span
      ref={anchor}
      className="relative inline-flex"
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
    >
      <button
        type="button"
        aria-label={t('transcript.analytics.about', { metric })}
        aria-describedby={id}
        className="rounded-full p-0.5 text-muted hover:text-fg"
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <Info size={14} aria-hidden />
      </button>
      <span
        ref={tip}
        role="tooltip"
        id={id}
        hidden={!open}
        className={cn(
          'absolute top-full left-0 z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-border bg-elevated',
          'px-3 py-2 text-left text-xs font-normal leading-relaxed text-fg shadow-lg',
        )}
        style={{ transform: `translateX(${shift}px)` }}
      >
        {definition}
      </span>
    </span>
  );
}
