/**
 * The file list's filters and sort: the address keeps them under the names GET /api/v1/audio takes them by
 * (a tag repeated for several), so a list's address can be shared and its query sent as it stands.
 */
export const LIST_QUERY_KEYS = [
  'tag',
  'status',
  'language',
  'mode',
  'voice',
  'reviewed_min',
  'reviewed_max',
  'quality',
  'duration_min',
  'duration_max',
  'created_from',
  'created_to',
  'starred',
  'sort',
  'order',
] as const;
export type ListQueryKey = (typeof LIST_QUERY_KEYS)[number];

/**
 * The list query of an address's parameters: its filters and sort in a fixed order, empty ones left out,
 * with `archived=true` for the Archive; '' when there is nothing to ask for but the files themselves.
 */
export function listQueryIn(params: URLSearchParams, archived = false): string {
  const query = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS)
    for (const value of params.getAll(key)) if (value) query.append(key, value);
  if (archived) query.set('archived', 'true');
  return query.toString();
}
