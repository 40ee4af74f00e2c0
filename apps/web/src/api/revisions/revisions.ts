import { useQuery } from '@tanstack/react-query';
import { ZTranscriptRevisionListResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';

export const revisionsPath = (transcriptId: number) => `/api/v1/audio/transcript/${transcriptId}/revisions`;

/** GET /api/v1/audio/transcript/{id}/revisions: every revision without its text, oldest first. */
export function useRevisions(transcriptId: number, enabled = true) {
  return useQuery({
    queryKey: transcriptKeys.revisions(transcriptId),
    queryFn: async () =>
      (await api.get(revisionsPath(transcriptId), { schema: ZTranscriptRevisionListResponse })).data,
    enabled,
  });
}
