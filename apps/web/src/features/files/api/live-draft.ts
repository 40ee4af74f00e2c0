import { useQuery } from '@tanstack/react-query';
import { ZUploadDraftResponse } from '@transcribe/contract';
import { apiRequest } from '@/lib/api-client';
import { draftKeys } from './query-keys';

/** How often the modal asks for the words recognised so far while recording. */
const DRAFT_POLL_MS = 1500;

/**
 * The live draft of a recording being uploaded: the words the server has recognised in what it received so
 * far (the built-in engine, for the languages it knows). Polled while `active`; the full transcription
 * after Stop replaces it.
 */
export function useLiveDraft(uploadId: string | undefined, active: boolean) {
  return useQuery({
    queryKey: draftKeys.upload(uploadId),
    queryFn: () =>
      apiRequest('GET', `/api/v1/uploads/${encodeURIComponent(uploadId ?? '')}/draft`, {
        schema: ZUploadDraftResponse,
      }),
    enabled: uploadId !== undefined && active,
    refetchInterval: active ? DRAFT_POLL_MS : false,
    retry: false,
    select: (answer) => answer.data,
  });
}
