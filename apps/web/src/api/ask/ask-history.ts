import { useQuery } from '@tanstack/react-query';
import { ZAskHistoryResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';

export const askHistoryPath = (audioId: number) => `/api/v1/ask/audio/${audioId}/history`;

/** GET /api/v1/ask/audio/{id}/history: the user's questions about the transcript, oldest first. */
export function useAskHistory(audioId: number, transcriptId: number) {
  return useQuery({
    queryKey: transcriptKeys.ask(transcriptId),
    queryFn: async () => (await api.get(askHistoryPath(audioId), { schema: ZAskHistoryResponse })).data.turns,
  });
}
