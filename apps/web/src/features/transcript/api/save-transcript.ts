import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSpeakerBlock, type TTranscriptResponse, ZTranscriptResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { audioKeys } from '@/lib/query-keys';
import { toEditPayload } from '../edit/transcript-draft';
import { transcriptKeys } from './query-keys';

/** PUT /api/v1/audio/transcript/{id}: the edited names and texts; the answer replaces the cached copy. */
export function useSaveTranscript(transcriptId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocks: TSpeakerBlock[]) =>
      (
        await api.put(`/api/v1/audio/transcript/${transcriptId}`, {
          // Against the saved copy, so segments split, merged or re-timed save as a layout edit.
          body: toEditPayload(
            blocks,
            queryClient.getQueryData<TTranscriptResponse['data']>(transcriptKeys.data(transcriptId))
              ?.audio_transcript_data,
          ),
          schema: ZTranscriptResponse,
        })
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(transcriptKeys.data(transcriptId), saved);
      // The speaker count in the header (and the file lists) follows renames and merges.
      void queryClient.invalidateQueries({ queryKey: audioKeys.all });
    },
  });
}
