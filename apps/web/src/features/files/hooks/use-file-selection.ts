import type { TAudioItem } from '@transcribe/contract';
import { useCallback, useMemo, useState } from 'react';

/** Which files are ticked, by audio id; ids no longer listed drop out by themselves. */
export function useFileSelection(items: TAudioItem[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
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
  const toggleAll = () =>
    setTicked(selected.size === items.length ? new Set() : new Set(items.map((item) => item.audio_id)));
  const clear = useCallback(() => setTicked(new Set()), []);
  const selectedItems = items.filter((item) => selected.has(item.audio_id));
  return { selected, selectedItems, toggle, toggleAll, clear };
}
