import { useCallback, useState } from 'react';

interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** Consecutive changes with the same key (typing into one segment) make one undo step. */
  lastKey: string | undefined;
}

const LIMIT = 200;

/** A value with undo and redo. */
export function useEditHistory<T>(initial: T) {
  const [history, setHistory] = useState<History<T>>({
    past: [],
    present: initial,
    future: [],
    lastKey: undefined,
  });

  /** `update` makes the next value from the present one. */
  const change = useCallback((update: (present: T) => T, key?: string) => {
    setHistory((h) => {
      const next = update(h.present);
      if (next === h.present) return h;
      const merge = key !== undefined && key === h.lastKey;
      return {
        past: merge ? h.past : [...h.past, h.present].slice(-LIMIT),
        present: next,
        future: [],
        lastKey: key,
      };
    });
  }, []);

  const undo = useCallback(() => {
    setHistory((h) => {
      const previous = h.past.at(-1);
      if (previous === undefined) return h;
      return {
        past: h.past.slice(0, -1),
        present: previous,
        future: [h.present, ...h.future],
        lastKey: undefined,
      };
    });
  }, []);

  const redo = useCallback(() => {
    setHistory((h) => {
      const [next, ...rest] = h.future;
      if (next === undefined) return h;
      return { past: [...h.past, h.present], present: next, future: rest, lastKey: undefined };
    });
  }, []);

  const reset = useCallback((value: T) => {
    setHistory({ past: [], present: value, future: [], lastKey: undefined });
  }, []);

  /** Ends the current typing run, so the next change is its own step. */
  const seal = useCallback(() => setHistory((h) => (h.lastKey ? { ...h, lastKey: undefined } : h)), []);

  return {
    value: history.present,
    change,
    undo,
    redo,
    reset,
    seal,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
