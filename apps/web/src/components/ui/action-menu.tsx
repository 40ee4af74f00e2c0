import {
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { type Placement, placeMenu } from '@/lib/menu-placement';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  tone?: 'danger';
  /** A divider above this item. */
  separated?: boolean;
  /** The purpose this item serves: a run of items with one group is headed by it (and a divider). */
  group?: string;
  onSelect: () => void;
}

export interface ActionMenuProps {
  anchor: HTMLElement;
  label: string;
  items: ActionMenuItem[];
  onClose: () => void;
  /** The spec's menu: about 200 x 296 px, 8 px from its trigger and the screen's edges. */
  width?: number;
  margin?: number;
  /** Shorter rows, for menus of a few entries (the folder menu's 120 px). */
  dense?: boolean;
  /** Shown above the items, e.g. who is signed in. */
  header?: ReactNode;
}

/**
 * A menu opened from a button: placed next to its trigger (flipping up or left when space is short),
 * closed by an outside click, Escape, Tab, scrolling or choosing an item; arrow keys move between items.
 */
export function ActionMenu({
  anchor,
  label,
  items,
  onClose,
  width = 200,
  margin = 8,
  dense,
  header,
}: ActionMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement | undefined>();

  useLayoutEffect(() => {
    const height = menu.current?.offsetHeight || 296;
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setPlacement(placeMenu(anchor.getBoundingClientRect(), { width, height }, viewport, margin));
  }, [anchor, width, margin]);

  // Focus moves in once the menu is placed: a still invisible element cannot take it.
  const placed = placement !== undefined;
  useEffect(() => {
    if (placed) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [placed]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.contains(target)) onClose();
    };
    const close = () => onClose();
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [anchor, onClose]);

  const closeToTrigger = () => {
    onClose();
    anchor.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(entries.length - 1);
    else if (event.key === 'Escape') closeToTrigger();
    else if (event.key === 'Tab') onClose();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return createPortal(
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-flipped-up={placement?.flippedUp || undefined}
      data-flipped-left={placement?.flippedLeft || undefined}
      style={{ top: placement?.top ?? 0, left: placement?.left ?? 0, width }}
      className={cn(
        'fixed z-50 rounded-lg border border-border bg-elevated p-1 text-sm text-fg shadow-lg',
        placement ? 'animate-pop-in' : 'invisible',
      )}
    >
      {header ? <div className="border-b border-border px-2.5 pt-1.5 pb-2">{header}</div> : null}
      {runsOf(items).map((run, index) =>
        run.group === undefined ? (
          run.items.map((item) => menuItem(item))
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a group of menu items, which fieldset is not
          <div key={run.group} role="group" aria-label={run.group}>
            {index > 0 ? <hr className="my-1 h-px border-0 bg-border" /> : null}
            <div
              aria-hidden
              className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {run.group}
            </div>
            {run.items.map((item) => menuItem(item))}
          </div>
        ),
      )}
    </div>,
    document.body,
  );

  function menuItem(item: ActionMenuItem) {
    return (
      <Fragment key={item.key}>
        {item.separated ? <hr className="my-1 h-px border-0 bg-border" /> : null}
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            closeToTrigger();
            item.onSelect();
          }}
          className={cn(
            'flex w-full items-center gap-2.5 rounded-md px-2.5 text-left outline-none select-none',
            dense ? 'h-9' : 'h-12',
            'hover:bg-hover focus-visible:bg-hover focus:bg-hover',
            item.tone === 'danger' && 'text-danger',
          )}
        >
          {item.icon}
          {item.label}
        </button>
      </Fragment>
    );
  }
}

/** Consecutive items of one group together, in order. */
function runsOf(items: ActionMenuItem[]): { group: string | undefined; items: ActionMenuItem[] }[] {
  const runs: { group: string | undefined; items: ActionMenuItem[] }[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }
  return runs;
}
