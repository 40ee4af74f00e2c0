import type { TRedoSpeakersRequest } from '@transcribe/contract';
import { useRedo } from './use-redo';

/** POST /api/v1/audio/transcript/{id}/redo-speakers: tell the speakers apart again with a new count; the text stays. */
export const useRedoSpeakers = (transcriptId: number) =>
  useRedo<TRedoSpeakersRequest>(`/api/v1/audio/transcript/${transcriptId}/redo-speakers`);
