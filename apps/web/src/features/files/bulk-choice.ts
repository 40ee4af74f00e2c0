import type { TAudioItem, TBulkActionName, TBulkSelection } from '@transcribe/contract';
import { matchingSelection } from '@/api/bulk/bulk-selection';
import type { FileSelection } from './hooks/use-file-selection';

/** What the bulk bar offers: Tags… (add or take off), then one bulk action each. */
export type BulkChoice = 'tags' | Exclude<TBulkActionName, 'tag' | 'untag'>;

/** The files a piece of bulk work is asked for, and what the dialogs say of them. */
export interface BulkTarget {
  selection: TBulkSelection;
  /** How many; undefined for every file of a view (the server counts them when the work starts). */
  count: number | undefined;
  /** The files named (none for every file of a view): the one's name in titles, their folders. */
  items: TAudioItem[];
}

/** The bulk work's files of the bar's selection in the list of `folderId` read with `listQuery`. */
export function bulkTarget(selection: FileSelection, folderId: number | null, listQuery: string): BulkTarget {
  if (selection.kind === 'matching')
    return {
      selection: matchingSelection(folderId, listQuery, selection.exceptIds),
      count: undefined,
      items: [],
    };
  const { items } = selection;
  return { selection: { audio_ids: items.map((item) => item.audio_id) }, count: items.length, items };
}
