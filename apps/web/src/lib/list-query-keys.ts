/**
 * The file list's filters and sort: the address keeps them under the names GET /api/v1/audio (and, but for
 * the sort, GET /api/v1/search) takes them by (a tag repeated for several), so a list's address can be shared
 * and its query sent as it stands. A module of its own, so the early script (src/early.ts) takes these names
 * without the rest of list-filters.
 */
export const LIST_QUERY_KEYS = [
  'tag',
  'status',
  'language',
  'mode',
  'voice',
  'speaker',
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
