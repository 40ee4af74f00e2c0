import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';
import { askHistoryPath } from './ask-history';

/** DELETE /api/v1/ask/audio/{id}/history: clears the conversation. */
export function useClearAskHistory(audioId: number, transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(askHistoryPath(audioId), { schema: ZMessageResponse }),
    onSuccess: () => queryClient.setQueryData(transcriptKeys.ask(transcriptId), []),
  });
}
