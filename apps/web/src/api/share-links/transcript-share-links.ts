import { useQuery } from '@tanstack/react-query';
import { ZShareLinkListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { shareLinkKeys } from './query-keys';

/** GET /api/v1/audio/transcript/{id}/share: the links to this transcript, as their owner sees them. */
export function useTranscriptShareLinks(transcriptId: number) {
  return useQuery({
    queryKey: shareLinkKeys.ofTranscript(transcriptId),
    queryFn: async () =>
      (await api.get(`/api/v1/audio/transcript/${transcriptId}/share`, { schema: ZShareLinkListResponse }))
        .data,
  });
}
