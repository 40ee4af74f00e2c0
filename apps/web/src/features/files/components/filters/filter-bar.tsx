import { lazy, type ReactNode } from 'react';
import { FiltersBar } from '@/components/filters/filters-bar';
import type { ListFiltersState } from '../../hooks/use-list-filters';
import { SortSelect } from './sort-select';

// The panel's selects and their catalogues load when it is first opened.
const FilterPanel = lazy(() => import('./filter-panel'));

interface Props {
  state: ListFiltersState;
  /** The folder listed (null: the user's own files), whose tags the tag filter offers. */
  folderId: number | null;
  /** More tools at the end of the bar's row (Save view, the keyboard shortcuts). */
  children?: ReactNode;
}

/** Above a file list: the filters bar with the sort. Everything it sets lives in the address (useListFilters). */
export function FilterBar({ state, folderId, children }: Props) {
  return (
    <FiltersBar
      filters={state.filters}
      count={state.count}
      set={state.set}
      clear={state.clear}
      panel={(id) => <FilterPanel id={id} state={state} folderId={folderId} />}
      middle={<SortSelect value={state.filters.sort} onChange={(sort) => state.set({ sort })} />}
      end={children}
    />
  );
}
