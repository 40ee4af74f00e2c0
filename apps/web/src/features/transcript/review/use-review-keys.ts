import { useEffect, useRef } from 'react';

export type ReviewAction = 'next' | 'previous' | 'replay' | 'accept' | 'correct' | 'verify';

/** Keys per action, as the help line lists them. */
const KEYS: Record<string, ReviewAction> = {
  n: 'next',
  p: 'previous',
  r: 'replay',
  Enter: 'accept',
  e: 'correct',
  F2: 'correct',
  v: 'verify',
};

/** Keys belong to a field, a dialog, or (Enter) a focused button or link rather than to review. */
function ownedElsewhere(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return event.key === 'Enter' && target.closest('button, a, [role="tab"], summary') !== null;
}

/** Review mode's keys on the whole page while it is on; never while typing in a field. */
export function useReviewKeys(active: boolean, handlers: Record<ReviewAction, () => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Enter' && event.shiftKey) return;
      if (ownedElsewhere(event)) return;
      const action = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
