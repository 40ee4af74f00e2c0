import type { TAudioItem } from '@transcribe/contract';
import { useEffect, useRef } from 'react';

export type ListShortcut = 'search' | 'select' | 'star' | 'archive' | 'tags' | 'help';

/** The file list's keys, in the order the help lists them ('/' is the search box's own, listed here too). */
export const LIST_SHORTCUTS: { action: ListShortcut; keys: string[] }[] = [
  { action: 'search', keys: ['/'] },
  { action: 'select', keys: ['x'] },
  { action: 'star', keys: ['s'] },
  { action: 'archive', keys: ['e'] },
  { action: 'tags', keys: ['t'] },
  { action: 'help', keys: ['?'] },
];

const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** A field where a letter is typed (or picks an option): there a key is a character, not a shortcut. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

type FileHandlers = Record<Exclude<ListShortcut, 'search' | 'help'>, (item: TAudioItem) => void>;

/**
 * On the file list, the focused file's (the row holding the focus: its box, name, star or menu) `x` select,
 * `s` star, `e` archive and `t` Tags…; `?` the help. Never while a text field has the focus or with Ctrl, Alt
 * or Meta held.
 */
export function useListShortcuts(items: TAudioItem[], handlers: FileHandlers & { help: () => void }) {
  const latest = useRef({ items, handlers });
  latest.current = { items, handlers };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextField(event.target)) return;
      const action = LIST_SHORTCUTS.find((shortcut) => shortcut.keys.includes(event.key))?.action;
      if (!action || action === 'search') return;
      const { items: listed, handlers: run } = latest.current;
      if (action === 'help') {
        event.preventDefault();
        return run.help();
      }
      const row = event.target instanceof Element ? event.target.closest('[data-audio-id]') : null;
      const item = listed.find((file) => String(file.audio_id) === row?.getAttribute('data-audio-id'));
      if (!item) return;
      event.preventDefault();
      run[action](item);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
