import { useQuery } from '@tanstack/react-query';
import { ZAudioResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { audioKeys } from './query-keys';

/** GET /api/v1/audio/{id}: the file with its transcripts, newest first. */
export const fetchAudio = async (audioId: number | string | undefined) =>
  (await api.get(`/api/v1/audio/${audioId}`, { schema: ZAudioResponse })).data;

/** The file (see fetchAudio), under the file lists' key, so a finished transcription refreshes it too. */
export function useAudioDetail(audioId: number | undefined) {
  return useQuery({
    queryKey: audioKeys.detail(audioId),
    queryFn: () => fetchAudio(audioId),
    enabled: audioId !== undefined,
  });
}
