import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTranscriptResponse,
  ZTranscriptRevisionListResponse,
  ZTranscriptRevisionResponse,
} from '@transcribe/contract';
import { audioKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { transcriptKeys } from '../transcripts/query-keys';

const base = (transcriptId: number) => `/api/v1/audio/transcript/${transcriptId}/revisions`;

/** GET …/revisions: every revision without its text, oldest first. */
export function useRevisions(transcriptId: number, enabled = true) {
  return useQuery({
    queryKey: transcriptKeys.revisions(transcriptId),
    queryFn: async () =>
      (await api.get(base(transcriptId), { schema: ZTranscriptRevisionListResponse })).data,
    enabled,
  });
}

/** GET …/revisions/{n}: one revision whole (a revision never changes, so it is kept). */
export function useRevision(transcriptId: number, revision: number | undefined) {
  return useQuery({
    queryKey: transcriptKeys.revision(transcriptId, revision ?? 0),
    queryFn: async () =>
      (await api.get(`${base(transcriptId)}/${revision}`, { schema: ZTranscriptRevisionResponse })).data,
    enabled: revision !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST …/revisions/{n}/restore: the answer (the transcript as GET gives it) replaces the cached copy. */
export function useRestoreRevision(transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revision: number) =>
      (await api.post(`${base(transcriptId)}/${revision}/restore`, { schema: ZTranscriptResponse })).data,
    onSuccess: (restored) => {
      queryClient.setQueryData(transcriptKeys.data(transcriptId), restored);
      void queryClient.invalidateQueries({ queryKey: transcriptKeys.revisions(transcriptId), exact: true });
      void queryClient.invalidateQueries({ queryKey: audioKeys.all });
    },
  });
}
