import { Keyboard } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface Shortcut {
  id: string;
  /** The keys that do it, as KeyboardEvent.key names them; the first is the one mainly shown. */
  keys: readonly string[];
  label: string;
}

const KEY_NAMES: Record<string, string> = { ' ': 'Space', ArrowLeft: '←', ArrowRight: '→' };

/**
 * A keyboard button opening the list of a page's keyboard shortcuts (its help overlay); Escape or a click
 * elsewhere closes it. `above`: the list opens upwards (the player's bar at the bottom of the page).
 */
export function ShortcutsHelp({
  shortcuts,
  open,
  onOpenChange,
  above = false,
}: {
  shortcuts: readonly Shortcut[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  above?: boolean;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-fg"
        aria-label={t('transcript.shortcuts.title')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <Keyboard size={18} aria-hidden />
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('transcript.shortcuts.title')}
          className={cn(
            'absolute right-0 z-30 w-64 animate-pop-in rounded-xl border border-border bg-elevated p-3 text-sm shadow-lg',
            above ? 'bottom-11' : 'top-11',
          )}
        >
          <h2 className="mb-2 font-semibold text-fg">{t('transcript.shortcuts.title')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            {shortcuts.map(({ id, keys, label }) => (
              <div key={id} className="contents">
                <dt className="flex gap-1">
                  {keys.map((key) => (
                    <kbd key={key} className="rounded border border-border bg-surface px-1.5 text-xs text-fg">
                      {KEY_NAMES[key] ?? key.toUpperCase()}
                    </kbd>
                  ))}
                </dt>
                <dd className="text-muted">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
