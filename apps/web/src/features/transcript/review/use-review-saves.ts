import { useQueryClient } from '@tanstack/react-query';
import type { TSpeakerBlock, TTranscriptResponse } from '@transcribe/contract';
import { useCallback, useRef } from 'react';
import { toast } from 'sonner';
import { useErrorText } from '@/lib/error-text';
import { transcriptKeys } from '../api/query-keys';
import { useSaveTranscript } from '../api/save-transcript';

/**
 * Saves review changes one PUT at a time, each applied to the newest saved copy (the server's answer to the
 * one before), so quick keystrokes never save over each other.
 */
export function useReviewSaves(transcriptId: number) {
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const save = useSaveTranscript(transcriptId);
  const mutate = useRef(save.mutateAsync);
  mutate.current = save.mutateAsync;
  const chain = useRef<Promise<void>>(Promise.resolve());

  const enqueue = useCallback(
    (change: (saved: TSpeakerBlock[]) => TSpeakerBlock[]): Promise<void> => {
      chain.current = chain.current.then(async () => {
        const saved = queryClient.getQueryData<TTranscriptResponse['data']>(
          transcriptKeys.data(transcriptId),
        )?.audio_transcript_data;
        if (!saved) return;
        const next = change(saved);
        if (next === saved) return;
        try {
          await mutate.current(next);
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
