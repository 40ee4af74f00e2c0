import type { TAudioItem } from '@transcribe/contract';
import { useCallback, useMemo, useState } from 'react';

/**
 * Which files are ticked, by audio id; ids no longer listed drop out by themselves. The list comes in pages:
 * "select all" means every file of the list, as without pages, so it first reads the pages not yet loaded
 * (`loadAll`); while they come, a second click does nothing.
 */
export function useFileSelection(
  items: TAudioItem[],
  more: { hasMore: boolean; loadAll: () => Promise<TAudioItem[]> },
) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [selectingAll, setSelectingAll] = useState(false);
  const selected = useMemo(
    () => new Set(items.map((item) => item.audio_id).filter((id) => ticked.has(id))),
    [items, ticked],
  );
  const toggle = useCallback((id: number) => {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const allSelected = !more.hasMore && items.length > 0 && selected.size === items.length;
  const toggleAll = async () => {
    if (selectingAll) return;
    if (allSelected) return setTicked(new Set());
    if (!more.hasMore) return setTicked(new Set(items.map((item) => item.audio_id)));
    setSelectingAll(true);
    try {
      setTicked(new Set((await more.loadAll()).map((item) => item.audio_id)));
    } finally {
      setSelectingAll(false);
    }
  };
  const clear = useCallback(() => setTicked(new Set()), []);
  const selectedItems = items.filter((item) => selected.has(item.audio_id));
  return { selected, selectedItems, allSelected, selectingAll, toggle, toggleAll, clear };
}
