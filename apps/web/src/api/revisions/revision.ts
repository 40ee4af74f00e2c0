import { useQuery } from '@tanstack/react-query';
import { ZTranscriptRevisionResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';
import { revisionsPath } from './revisions';

/** GET …/revisions/{n}: one revision whole (a revision never changes, so it is kept). */
export function useRevision(transcriptId: number, revision: number | undefined) {
  return useQuery({
    queryKey: transcriptKeys.revision(transcriptId, revision ?? 0),
    queryFn: async () =>
      (await api.get(`${revisionsPath(transcriptId)}/${revision}`, { schema: ZTranscriptRevisionResponse }))
        .data,
    enabled: revision !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
