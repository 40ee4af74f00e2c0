import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAuditListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/v1/admin/audit: one page of the administrators' actions, newest first. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: adminKeys.auditPage(page),
    queryFn: async () => {
      const params = new URLSearchParams({ page: String(page), page_size: String(AUDIT_PAGE_SIZE) });
      return (await api.get(`/api/v1/admin/audit?${params}`, { schema: ZAuditListResponse })).data;
    },
    placeholderData: keepPreviousData,
  });
}
