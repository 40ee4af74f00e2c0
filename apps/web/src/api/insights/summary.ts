import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTranscriptSummaryResponse, ZTranscriptSummaryResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { insightQuery } from './insight-query';

type SummaryAnswer = TTranscriptSummaryResponse['data'];

export const summaryPath = (transcriptId: number) => `/api/v1/audio/transcript/summary/${transcriptId}`;

/**
 * GET /api/v1/audio/transcript/summary/{id}: the summary text ('' when there is none) and the template it
 * was written with, as the server answers (the viewer shows it through the transcript feature's model).
 */
export const summaryQuery = (transcriptId: number) =>
  insightQuery(
    'summary',
    transcriptId,
    async () => (await api.get(summaryPath(transcriptId), { schema: ZTranscriptSummaryResponse })).data,
  );

/** A write of the summary (regenerate, edit): its answer replaces the cached one, so the tab shows it. */
export function useSummaryWrite<V>(
  transcriptId: number,
  send: (value: V) => Promise<TTranscriptSummaryResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: V): Promise<SummaryAnswer> => (await send(value)).data,
    onSuccess: (summary) => queryClient.setQueryData(summaryQuery(transcriptId).queryKey, summary),
  });
}
