import { type RefObject, useEffect } from 'react';

/**
 * Brings the current review item's row into view when the item moves to another segment, unless it is on
 * screen already.
 */
export function useReviewScroll(
  segmentId: number | undefined,
  rowOfSegment: ReadonlyMap<number, number>,
  list: RefObject<HTMLElement | null>,
  scrollToIndex: (index: number, options: { align: 'center' }) => void,
) {
  // Only a move to another segment scrolls; the rows changing after a save do not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the segment alone says when to scroll.
  useEffect(() => {
    if (segmentId === undefined) return;
    const index = rowOfSegment.get(segmentId);
    if (index === undefined) return;
    const box = list.current?.querySelector(`[data-index="${index}"]`)?.getBoundingClientRect();
    if (box && box.top >= 0 && box.bottom <= window.innerHeight - 96) return;
    scrollToIndex(index, { align: 'center' });
  }, [segmentId]);
}
