import { useQuery } from '@tanstack/react-query';
import { type TAudioItem, ZAudioListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { audioKeys } from '@/lib/query-keys';
import { statusClass } from '@/lib/transcript-status';

/** While something is being transcribed the list is read again this often (the event stream is faster). */
const REFETCH_WHILE_BUSY_MS = 10_000;

const hasRunningTranscript = (items: TAudioItem[] | undefined) =>
  (items ?? []).some(
    (item) => statusClass(item.audio_transcript[0]?.audio_transcript_status) === 'inProgress',
  );

/** GET /api/v1/audio: every file (Recent Files) or one folder's, newest first. */
export function useAudioList(folderId: number | null) {
  return useQuery({
    queryKey: audioKeys.list(folderId),
    queryFn: async () =>
      (
        await api.get(folderId === null ? '/api/v1/audio' : `/api/v1/audio?folder_id=${folderId}`, {
          schema: ZAudioListResponse,
        })
      ).data,
    refetchInterval: (query) => (hasRunningTranscript(query.state.data) ? REFETCH_WHILE_BUSY_MS : false),
  });
}
