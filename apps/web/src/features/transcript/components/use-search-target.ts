import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type SearchTarget, searchTargetOf } from '../model/search-target';

/** The search target of the page's address (`?t=…&hl=…`), the same object while the address keeps it. */
export function useSearchTarget(): SearchTarget {
  const [params] = useSearchParams();
  const t = params.get('t');
  const hl = params.get('hl') ?? '';
  return useMemo(() => searchTargetOf(t, hl), [t, hl]);
}
