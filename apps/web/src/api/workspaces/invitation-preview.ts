import { useQuery } from '@tanstack/react-query';
import { ZInvitationPreviewResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** GET /api/v1/workspace/invitation/{token}: whose invitation, to what, as what; signed out too. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: workspaceKeys.invitation(token),
    queryFn: async () =>
      (
        await api.get(`/api/v1/workspace/invitation/${encodeURIComponent(token)}`, {
          schema: ZInvitationPreviewResponse,
          auth: false,
        })
      ).data,
    retry: false,
  });
}
