import type { TBulkSelection } from '@transcribe/contract';

type Matching = Extract<TBulkSelection, { matching: unknown }>['matching'];

/**
 * "Every file this list view shows": the list's query (see listQueryIn: its filters, `archived=true` for the
 * Archive) less its sort, with the folder listed (none: Recent Files), less the files unticked since.
 */
export function matchingSelection(
  folderId: number | null,
  listQuery: string,
  exceptIds: readonly number[],
): TBulkSelection {
  const params = new URLSearchParams(listQuery);
  const matching: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (key === 'sort' || key === 'order') continue;
    matching[key] = key === 'tag' ? params.getAll(key) : (params.get(key) ?? '');
  }
  if (folderId !== null) matching.folder_id = String(folderId);
  return { matching: matching as Matching, except_ids: [...exceptIds] };
}
