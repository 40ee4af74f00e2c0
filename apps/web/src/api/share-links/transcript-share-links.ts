import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TShareLinkCreateRequest,
  ZShareLinkCreateResponse,
  ZShareLinkListResponse,
} from '@transcribe/contract';
import { shareLinkKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/v1/audio/transcript/{id}/share: the links to this transcript, as their owner sees them. */
export function useTranscriptShareLinks(transcriptId: number) {
  return useQuery({
    queryKey: shareLinkKeys.ofTranscript(transcriptId),
    queryFn: async () =>
      (await api.get(`/api/v1/audio/transcript/${transcriptId}/share`, { schema: ZShareLinkListResponse }))
        .data,
  });
}

/** POST /api/v1/audio/transcript/{id}/share: a new link, with its address (shown this once). */
export function useCreateShareLink(transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TShareLinkCreateRequest) =>
      (
        await api.post(`/api/v1/audio/transcript/${transcriptId}/share`, {
          schema: ZShareLinkCreateResponse,
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.all }),
  });
}
