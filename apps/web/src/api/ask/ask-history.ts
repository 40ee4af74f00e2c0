import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAskHistoryResponse, ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { transcriptKeys } from '../transcripts/query-keys';

const historyPath = (audioId: number) => `/api/v1/ask/audio/${audioId}/history`;

/** GET /api/v1/ask/audio/{id}/history: the user's questions about the transcript, oldest first. */
export function useAskHistory(audioId: number, transcriptId: number) {
  return useQuery({
    queryKey: transcriptKeys.ask(transcriptId),
    queryFn: async () => (await api.get(historyPath(audioId), { schema: ZAskHistoryResponse })).data.turns,
  });
}

/** DELETE /api/v1/ask/audio/{id}/history: clears the conversation. */
export function useClearAskHistory(audioId: number, transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(historyPath(audioId), { schema: ZMessageResponse }),
    onSuccess: () => queryClient.setQueryData(transcriptKeys.ask(transcriptId), []),
  });
}
