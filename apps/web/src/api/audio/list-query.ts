import { LIST_QUERY_KEYS } from '@/lib/list-query-keys';

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
