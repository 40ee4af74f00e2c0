import { type RefObject, useCallback } from 'react';

/**
 * Brings a segment's row into view (centred), unless it is on screen already: `rowOfSegment` maps a
 * segment's id to its row in the virtual list, `scrollToIndex` is the list's.
 */
export function useScrollIntoView(
  rowOfSegment: ReadonlyMap<number, number>,
  list: RefObject<HTMLElement | null>,
  scrollToIndex: (index: number, options: { align: 'center' }) => void,
) {
  return useCallback(
    (segmentId: number) => {
      const index = rowOfSegment.get(segmentId);
      if (index === undefined) return;
      const box = list.current?.querySelector(`[data-index="${index}"]`)?.getBoundingClientRect();
      if (box && box.top >= 0 && box.bottom <= window.innerHeight - 96) return;
      scrollToIndex(index, { align: 'center' });
    },
    [rowOfSegment, list, scrollToIndex],
  );
}
