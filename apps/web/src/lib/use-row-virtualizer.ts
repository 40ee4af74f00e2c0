import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useState } from 'react';

/**
 * Rows rendered only where the page is scrolled to (the page itself scrolls, not an inner box), so a
 * folder of thousands of files stays smooth. Returns the rows to draw and the space above and below them.
 */
export function useRowVirtualizer(count: number, rowHeight: number, list: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  // Where the list starts on the page, read after each paint (when the layout is already done): read during
  // the commit it forced a second layout of the new rows before the first paint.
  useEffect(() => {
    const element = list.current;
    if (element) setOffset(element.getBoundingClientRect().top + window.scrollY);
  });
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: offset,
    // jsdom and the first render have no layout yet: draw a screenful rather than nothing.
    initialRect: { width: 1024, height: 900 },
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows.length > 0 ? (rows[0]?.start ?? 0) - offset : 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? 0) - offset) : 0;
  return {
    rows,
    before,
    after,
    measure: virtualizer.measureElement,
    scrollToIndex: virtualizer.scrollToIndex,
  };
}
