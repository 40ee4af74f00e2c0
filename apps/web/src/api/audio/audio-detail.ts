import { useQuery } from '@tanstack/react-query';
import { ZAudioResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { audioKeys } from './query-keys';

/** GET /api/v1/audio/{id}: the file with its transcripts, newest first. */
export const fetchAudio = async (audioId: number | string | undefined) =>
  (await api.get(`/api/v1/audio/${audioId}`, { schema: ZAudioResponse })).data;

/** While its newest transcript runs, the file is also read again this often: an event can be missed. */
const RUNNING_REFETCH_MS = 5000;

/**
 * The file (see fetchAudio), under the file lists' key, so a finished transcription refreshes it too; read
 * again every few seconds while its newest transcript runs, so its end shows without trusting one event,
 * and while its video's web copy is being made.
 */
export function useAudioDetail(audioId: number | undefined) {
  return useQuery({
    queryKey: audioKeys.detail(audioId),
    queryFn: () => fetchAudio(audioId),
    enabled: audioId !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.audio_transcript[0]?.audio_transcript_status;
      // A web copy of the video being made: its progress shows, and the picture plays once it is there.
      const preparing = query.state.data?.audio_video?.playback === 'preparing';
      return status === 'queued' || status === 'transcribing' || preparing ? RUNNING_REFETCH_MS : false;
    },
  });
}
