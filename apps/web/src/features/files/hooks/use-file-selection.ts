import type { TAudioItem } from '@transcribe/contract';
import { useCallback, useMemo, useState } from 'react';

/** What the bulk bar works on: the files ticked, or every file the view shows less those unticked since. */
export type FileSelection = { kind: 'ids'; items: TAudioItem[] } | { kind: 'matching'; exceptIds: number[] };

/**
 * Which files are ticked, by audio id; ids no longer listed drop out by themselves. "Select all" ticks the
 * files loaded; when more pages follow, `selectMatching` takes every file the view shows without reading them
 * (the server reads them when the work starts), and a file unticked then is left out. `view` names the list
 * (its folder and query): another view starts with nothing selected.
 */
export function useFileSelection(items: TAudioItem[], hasMore: boolean, view: string) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [matchingState, setMatching] = useState<{ view: string; except: ReadonlySet<number> } | null>(null);
  const matching = matchingState?.view === view ? matchingState.except : null;
  const selected = useMemo(
    () =>
      new Set(
        items.map((item) => item.audio_id).filter((id) => (matching ? !matching.has(id) : ticked.has(id))),
      ),
    [items, ticked, matching],
  );
  const toggle = useCallback(
    (id: number) => {
      const flip = (current: ReadonlySet<number>) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      };
      if (matching) setMatching({ view, except: flip(matching) });
      else setTicked(flip);
    },
    [matching, view],
  );
  const clear = useCallback(() => {
    setTicked(new Set());
    setMatching(null);
  }, []);
  const allLoaded = items.length > 0 && selected.size === items.length;
  const toggleAll = () => {
    if (matching || allLoaded) return clear();
    setTicked(new Set(items.map((item) => item.audio_id)));
  };
  const selectMatching = () => setMatching({ view, except: new Set() });
  const selectedItems = items.filter((item) => selected.has(item.audio_id));
  const target: FileSelection = matching
    ? { kind: 'matching', exceptIds: [...matching] }
    : { kind: 'ids', items: selectedItems };
  return {
    selected,
    selectedItems,
    /** Every file of the view is selected (less `target.exceptIds`), not only those loaded. */
    matching: matching !== null,
    /** Every loaded file is ticked while more follow: "select all matching" is worth offering. */
    canSelectMatching: !matching && hasMore && allLoaded,
    active: matching !== null || selected.size > 0,
    target,
    toggle,
    toggleAll,
    selectMatching,
    clear,
  };
}

export type FileSelectionState = ReturnType<typeof useFileSelection>;
