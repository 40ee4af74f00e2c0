import { useQueryClient } from '@tanstack/react-query';
import { audioKeys } from '@/api/audio/query-keys';
import { transcriptKeys } from '@/api/transcripts/query-keys';

/** After any change of a transcript's comments: the list anew, and the file lists (they count open comments). */
export function useRefreshComments(transcriptId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: transcriptKeys.comments(transcriptId), exact: true });
    void queryClient.invalidateQueries({ queryKey: audioKeys.all });
  };
}
