import { useQueryClient } from '@tanstack/react-query';
import type { TSpeakerBlock, TTranscriptResponse } from '@transcribe/contract';
import { useCallback, useRef } from 'react';
import { toast } from 'sonner';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { isRevisionConflict, useSaveTranscript } from '@/api/transcripts/save-transcript';
import { fetchTranscriptData } from '@/api/transcripts/transcript';
import { useErrorText } from '@/lib/error-text';
import { toEditPayload } from '../model/transcript-draft';

/**
 * Saves review changes one PUT at a time, each applied to the newest saved copy (the server's answer to the
 * one before), so quick keystrokes never save over each other. A change refused because someone else saved
 * meanwhile is made again on their newer copy.
 */
export function useReviewSaves(transcriptId: number) {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const save = useSaveTranscript(transcriptId, toEditPayload);
  const mutate = useRef(save.mutateAsync);
  mutate.current = save.mutateAsync;
  const chain = useRef<Promise<void>>(Promise.resolve());

  const enqueue = useCallback(
    (change: (saved: TSpeakerBlock[]) => TSpeakerBlock[]): Promise<void> => {
      const attempt = async () => {
        const base = queryClient.getQueryData<TTranscriptResponse['data']>(transcriptKeys.data(transcriptId));
        if (!base) return;
        const next = change(base.audio_transcript_data);
        if (next !== base.audio_transcript_data) await mutate.current({ blocks: next, base });
      };
      chain.current = chain.current.then(async () => {
        try {
          await attempt().catch(async (error: unknown) => {
            if (!isRevisionConflict(error)) throw error;
            // Someone else saved meanwhile: the same change once more, on their newer copy.
            await queryClient.fetchQuery({
              queryKey: transcriptKeys.data(transcriptId),
              queryFn: () => fetchTranscriptData(transcriptId),
              staleTime: 0,
            });
            await attempt();
          });
        } catch (error) {
          toast.error(errorText(error, 'transcript.edit.saveFailed'));
        }
      });
      return chain.current;
    },
    [queryClient, transcriptId, errorText],
  );

  return { enqueue, saving: save.isPending };
}
