import { useQuery } from '@tanstack/react-query';
import { ZSharedTranscriptResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { shareLinkKeys } from './query-keys';

/**
 * GET /api/v1/share/{token}, signed out (no token sent, whoever opens it): the transcript or clip the link
 * shows. Each fetch counts as an opening, so it is read once per visit.
 */
export function useSharedTranscript(token: string) {
  return useQuery({
    queryKey: shareLinkKeys.opened(token),
    queryFn: async () =>
      (
        await api.get(`/api/v1/share/${encodeURIComponent(token)}`, {
          schema: ZSharedTranscriptResponse,
          auth: false,
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
