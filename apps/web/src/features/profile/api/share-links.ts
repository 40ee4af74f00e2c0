import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse, ZShareLinkListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { shareLinkKeys } from '@/lib/query-keys';

/** GET /api/v1/share: every link the user made, to any of their transcripts. */
export function useShareLinks() {
  return useQuery({
    queryKey: shareLinkKeys.all,
    queryFn: async () => (await api.get('/api/v1/share', { schema: ZShareLinkListResponse })).data,
  });
}

/** DELETE /api/v1/share/{id}: the link stops opening at once. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/api/v1/share/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}
