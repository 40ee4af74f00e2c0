import { ZTranscriptKeyNotesResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { insightQuery } from './insight-query';

/** GET /api/v1/audio/transcript/keynotes/{id}: the key notes as the server answers them. */
export const keyNotesQuery = (transcriptId: number) =>
  insightQuery(
    'keynotes',
    transcriptId,
    async () =>
      (
        await api.get(`/api/v1/audio/transcript/keynotes/${transcriptId}`, {
          schema: ZTranscriptKeyNotesResponse,
        })
      ).data,
  );
