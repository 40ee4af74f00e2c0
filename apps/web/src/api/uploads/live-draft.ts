import { type TDraftWord, ZUploadDraftResponse } from '@transcribe/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** How often the modal asks for the words recognised since it last asked, while recording. */
const DRAFT_POLL_MS = 1500;

/**
 * The live draft of a recording being uploaded: the words the server has recognised in what it received so
 * far (the built-in engine, for the languages it knows), undefined until the server answers. Polled while
 * `active`, each time for the new words only, so an hour's draft is not sent again every second and a half.
 */
export function useLiveDraft(uploadId: string | undefined, active: boolean): TDraftWord[] | undefined {
  const [words, setWords] = useState<TDraftWord[] | undefined>();
  useEffect(() => {
    if (uploadId === undefined || !active) return;
    setWords(undefined); // a new upload (Re-record): nothing of the last take's draft
    let known = 0;
    let stopped = false;
    const poll = async () => {
      const path = `/api/v1/uploads/${encodeURIComponent(uploadId)}/draft?from=${known}`;
      const answer = await apiRequest('GET', path, { schema: ZUploadDraftResponse }).catch((error) => {
        // No draft for this recording (a language the built-in engine does not know): stop asking.
        if (error instanceof ApiError && error.status === 404) clearInterval(timer);
      });
      if (stopped || !answer) return;
      known = answer.data.draft_from + answer.data.draft_words.length;
      setWords((list = []) => [...list.slice(0, answer.data.draft_from), ...answer.data.draft_words]);
    };
    const timer = setInterval(poll, DRAFT_POLL_MS);
    void poll();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [uploadId, active]);

  return words;
}
