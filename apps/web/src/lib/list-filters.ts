import { LIST_QUERY_KEYS } from './list-query-keys';

/** The sort select's choices: a sort and its direction (the first, newest first, is the list's own). */
export const SORT_CHOICES = [
  'date-desc',
  'date-asc',
  'name-asc',
  'name-desc',
  'duration-desc',
  'duration-asc',
  'reviewed-asc',
  'reviewed-desc',
] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

/** The reviewed filter: any, not fully reviewed (reviewed_max=99), fully reviewed (reviewed_min=100). */
export type ReviewedFilter = '' | 'partly' | 'fully';

/** A file list's filters and sort as its controls show them; '' is "any". */
export interface ListFilters {
  tags: number[];
  status: string;
  language: string;
  mode: string;
  /** A speaker's name, as typed (a saved voice's among them). */
  speaker: string;
  reviewed: ReviewedFilter;
  quality: string;
  /** Minutes, as typed. */
  durationMin: string;
  durationMax: string;
  /** Days (yyyy-mm-dd), both included. */
  from: string;
  to: string;
  starred: boolean;
  sort: SortChoice;
}

/** Each sort's order when the address names none (the server's: newest, A to Z, longest, least reviewed first). */
const NATURAL_ORDER: Record<string, string> = {
  date: 'desc',
  name: 'asc',
  duration: 'desc',
  reviewed: 'asc',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The day after (or before, -1) a yyyy-mm-dd day. */
function shiftDay(day: string, by: 1 | -1): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}
const minutes = (seconds: string | null) => {
  const value = Number(seconds);
  return seconds && Number.isFinite(value) ? String(Math.round((value / 60) * 100) / 100) : '';
};
const seconds = (typed: string) => {
  const value = Number(typed.replace(',', '.'));
  return typed.trim() && Number.isFinite(value) && value >= 0 ? String(Math.round(value * 60)) : '';
};

/** The filters an address names (see LIST_QUERY_KEYS: the same names GET /api/v1/audio takes). */
export function filtersIn(params: URLSearchParams): ListFilters {
  const text = (key: string) => params.get(key) ?? '';
  const to = text('created_to');
  const by = text('sort') || 'date';
  const sort = `${by}-${text('order') || (NATURAL_ORDER[by] ?? 'desc')}`;
  return {
    tags: params
      .getAll('tag')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0),
    status: text('status'),
    language: text('language'),
    mode: text('mode'),
    speaker: text('speaker'),
    reviewed: text('reviewed_min') === '100' ? 'fully' : text('reviewed_max') === '99' ? 'partly' : '',
    quality: text('quality'),
    durationMin: minutes(params.get('duration_min')),
    durationMax: minutes(params.get('duration_max')),
    from: text('created_from'),
    to: DAY.test(to) ? shiftDay(to, -1) : to,
    starred: text('starred') === 'true',
    sort: SORT_CHOICES.find((choice) => choice === sort) ?? 'date-desc',
  };
}

/** The address's parameters with `change` made: a filter set to "any" leaves the address. */
export function withFilters(params: URLSearchParams, change: Partial<ListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  const { tags, reviewed, durationMin, durationMax, from, to, starred, sort } = change;
  if (tags) {
    next.delete('tag');
    for (const id of tags) next.append('tag', String(id));
  }
  for (const key of ['status', 'language', 'mode', 'quality'] as const) {
    const value = change[key];
    if (value !== undefined) put(key, value);
  }
  if (change.speaker !== undefined) put('speaker', change.speaker.trim());
  if (reviewed !== undefined) {
    put('reviewed_min', reviewed === 'fully' ? '100' : '');
    put('reviewed_max', reviewed === 'partly' ? '99' : '');
  }
  if (durationMin !== undefined) put('duration_min', seconds(durationMin));
  if (durationMax !== undefined) put('duration_max', seconds(durationMax));
  if (from !== undefined) put('created_from', DAY.test(from) ? from : '');
  if (to !== undefined) put('created_to', DAY.test(to) ? shiftDay(to, 1) : '');
  if (starred !== undefined) put('starred', starred ? 'true' : '');
  if (sort !== undefined) {
    const [by = 'date', order = 'desc'] = sort.split('-');
    put('sort', sort === 'date-desc' ? '' : by);
    put('order', sort === 'date-desc' ? '' : order);
  }
  return next;
}

/** The address without any filter (its folder and sort kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LIST_QUERY_KEYS) if (key !== 'sort' && key !== 'order') next.delete(key);
  return next;
}

/** How many filters the address sets (the sort is not one). */
export function filterCount(params: URLSearchParams): number {
  const keys = new Set(LIST_QUERY_KEYS.filter((key) => key !== 'sort' && key !== 'order' && params.get(key)));
  // A range is one filter, however many of its bounds are set.
  for (const [low, high] of [
    ['reviewed_min', 'reviewed_max'],
    ['duration_min', 'duration_max'],
    ['created_from', 'created_to'],
  ] as const)
    if (keys.has(low) && keys.has(high)) keys.delete(high);
  return keys.size;
}
