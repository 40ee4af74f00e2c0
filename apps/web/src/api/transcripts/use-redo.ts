import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTranscriptActionResponse } from '@transcribe/contract';
import { audioKeys } from '@/api/audio/query-keys';
import { api } from '@/lib/api-client';

/**
 * A redo (POST to `path`) queues the transcript again: the file (and so the page) follows its status and
 * progress as for any transcription, and fetches the text anew when it completes.
 */
export function useRedo<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => (await api.post(path, { body, schema: ZTranscriptActionResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioKeys.all }),
  });
}
