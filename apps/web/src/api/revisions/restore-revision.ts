import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTranscriptResponse } from '@transcribe/contract';
import { audioKeys } from '@/api/audio/query-keys';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';
import { revisionsPath } from './revisions';

/** POST …/revisions/{n}/restore: the answer (the transcript as GET gives it) replaces the cached copy. */
export function useRestoreRevision(transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revision: number) =>
      (await api.post(`${revisionsPath(transcriptId)}/${revision}/restore`, { schema: ZTranscriptResponse }))
        .data,
    onSuccess: (restored) => {
      queryClient.setQueryData(transcriptKeys.data(transcriptId), restored);
      void queryClient.invalidateQueries({ queryKey: transcriptKeys.revisions(transcriptId), exact: true });
      void queryClient.invalidateQueries({ queryKey: audioKeys.all });
    },
  });
}
