import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TRedoSpeakersRequest,
  type TReprocessRequest,
  ZTranscriptActionResponse,
} from '@transcribe/contract';
import { audioKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * A redo queues the transcript again: the file (and so the page) follows its status and progress as for any
 * transcription, and fetches the text anew when it completes.
 */
function useRedo<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => (await api.post(path, { body, schema: ZTranscriptActionResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioKeys.all }),
  });
}

/** POST …/reprocess: transcribe a stretch again, optionally in another language or mode. */
export const useReprocess = (transcriptId: number) =>
  useRedo<TReprocessRequest>(`/api/v1/audio/transcript/${transcriptId}/reprocess`);

/** POST …/redo-speakers: tell the speakers apart again with a new count; the text stays. */
export const useRedoSpeakers = (transcriptId: number) =>
  useRedo<TRedoSpeakersRequest>(`/api/v1/audio/transcript/${transcriptId}/redo-speakers`);
