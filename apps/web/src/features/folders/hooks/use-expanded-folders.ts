import { useCallback, useState } from 'react';

/** Which folders of the tree are open. */
export function useExpandedFolders() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const expand = useCallback(
    (ids: number[]) =>
      setExpanded((current) =>
        ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids]),
      ),
    [],
  );
  return { expanded, toggle, expand };
}
