import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { transcriptKeys } from '@/api/transcripts/query-keys';

/**
 * Reads the transcript's text again when it becomes ready while the page is open (a redo or a transcription
 * ended), whichever way the page learnt it: an event, a reconnection or its own polling.
 */
export function useFreshTextWhenDone(transcriptId: number | undefined, ready: boolean): void {
  const queryClient = useQueryClient();
  const wasReady = useRef(ready);
  useEffect(() => {
    if (ready && !wasReady.current && transcriptId !== undefined)
      void queryClient.invalidateQueries({ queryKey: transcriptKeys.data(transcriptId) });
    wasReady.current = ready;
  }, [ready, transcriptId, queryClient]);
}
