import { useEffect, useRef } from 'react';

export type ShortcutAction = 'toggle' | 'back' | 'forward' | 'slower' | 'faster' | 'nextUnsure' | 'help';

/** Keys per action, in the order the help lists them (the first is the one shown). */
export const SHORTCUTS: { action: ShortcutAction; keys: string[] }[] = [
  { action: 'toggle', keys: ['k', ' '] },
  { action: 'back', keys: ['j', 'ArrowLeft'] },
  { action: 'forward', keys: ['l', 'ArrowRight'] },
  { action: 'slower', keys: ['<', ','] },
  { action: 'faster', keys: ['>', '.'] },
  { action: 'nextUnsure', keys: ['u'] },
  { action: 'help', keys: ['?'] },
];

/** True while the person is typing or working a control that needs the key itself. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function actionFor(event: KeyboardEvent): ShortcutAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return undefined;
  // Space on a focused button or link presses it; it is a shortcut everywhere else.
  if (
    event.key === ' ' &&
    event.target instanceof HTMLElement &&
    event.target.closest('button, a, [role="tab"]')
  )
    return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key))?.action;
}

/** The player's keyboard shortcuts on the whole page; never while typing in a field. */
export function usePlayerShortcuts(handlers: Record<ShortcutAction, () => void>, enabled = true) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = actionFor(event);
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
