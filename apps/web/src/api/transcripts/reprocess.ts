import type { TReprocessRequest } from '@transcribe/contract';
import { useRedo } from './use-redo';

/** POST /api/v1/audio/transcript/{id}/reprocess: transcribe a stretch again, optionally in another language or mode. */
export const useReprocess = (transcriptId: number) =>
  useRedo<TReprocessRequest>(`/api/v1/audio/transcript/${transcriptId}/reprocess`);
