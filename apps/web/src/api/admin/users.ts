import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAdminUserListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const USERS_PAGE_SIZE = 25;

/** GET /api/v1/admin/users: one page of the accounts whose address or name holds `query`. */
export function useAdminUsers(query: string, page: number) {
  return useQuery({
    queryKey: adminKeys.userPage(query, page),
    queryFn: async () => {
      const params = new URLSearchParams({
        q: query,
        page: String(page),
        page_size: String(USERS_PAGE_SIZE),
      });
      return (await api.get(`/api/v1/admin/users?${params}`, { schema: ZAdminUserListResponse })).data;
    },
    // The table keeps its rows while the next page or search arrives.
    placeholderData: keepPreviousData,
  });
}
