import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TSpeakerBlock,
  type TTranscriptEditRequest,
  type TTranscriptResponse,
  ZTranscriptResponse,
} from '@transcribe/contract';
import { audioKeys } from '@/api/audio/query-keys';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { transcriptKeys } from './query-keys';

/** The transcript changed on the server since the copy a save was made on. */
export const isRevisionConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 'REVISION_CONFLICT';

export type TranscriptData = TTranscriptResponse['data'];

/**
 * The PUT body of a draft against the saved copy it began from (undefined when none is known): the
 * transcript feature's model says how (features/transcript/model/transcript-draft.ts, toEditPayload).
 */
type EditPayload = (draft: TSpeakerBlock[], saved: TSpeakerBlock[] | undefined) => TTranscriptEditRequest;

export interface TranscriptSave {
  blocks: TSpeakerBlock[];
  /** The saved copy the edit was made on; by default the cached one. */
  base?: TranscriptData | undefined;
}

/**
 * PUT /api/v1/audio/transcript/{id}: the edited names and texts, from the base's revision (a newer one on
 * the server refuses it with REVISION_CONFLICT), as `toPayload` makes it; the answer replaces the cached copy.
 */
export function useSaveTranscript(transcriptId: number | undefined, toPayload: EditPayload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ blocks, base }: TranscriptSave) => {
      const from = base ?? queryClient.getQueryData<TranscriptData>(transcriptKeys.data(transcriptId));
      // Against the base, so segments split, merged or re-timed save as a layout edit.
      const body = toPayload(blocks, from?.audio_transcript_data);
      return (
        await api.put(`/api/v1/audio/transcript/${transcriptId}`, {
          body: from ? { ...body, base_revision: from.audio_transcript_revision } : body,
          schema: ZTranscriptResponse,
        })
      ).data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(transcriptKeys.data(transcriptId), saved);
      // The speaker count in the header (and the file lists) follows renames and merges.
      void queryClient.invalidateQueries({ queryKey: audioKeys.all });
    },
    onError: (error, { base }) => {
      // Saved against the cached copy, which someone changed since: show theirs.
      if (!base && isRevisionConflict(error))
        void queryClient.invalidateQueries({ queryKey: transcriptKeys.data(transcriptId), exact: true });
    },
  });
}
