import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TShareLinkCreateRequest, ZShareLinkCreateResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { shareLinkKeys } from './query-keys';

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
