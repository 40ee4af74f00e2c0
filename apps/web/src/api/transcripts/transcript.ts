import { useQuery } from '@tanstack/react-query';
import { ZTranscriptResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { transcriptKeys } from './query-keys';

/** GET /api/v1/audio/transcript/{id}: speaker blocks with their segments and the revision they are. */
export const fetchTranscriptData = async (transcriptId: number | undefined) =>
  (await api.get(`/api/v1/audio/transcript/${transcriptId}`, { schema: ZTranscriptResponse })).data;

/** The transcript's data (see fetchTranscriptData); only asked for when ready. */
export function useTranscriptData(transcriptId: number | undefined, ready: boolean) {
  return useQuery({
    queryKey: transcriptKeys.data(transcriptId),
    queryFn: () => fetchTranscriptData(transcriptId),
    enabled: transcriptId !== undefined && ready,
  });
}
