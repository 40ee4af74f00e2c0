import { useQuery } from '@tanstack/react-query';
import { ZTranslationListResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';

export const translationsPath = (transcriptId: number) =>
  `/api/v1/audio/transcript/${transcriptId}/translations`;

/** GET /api/v1/audio/transcript/{id}/translations: the transcript's translations, their status and progress. */
export function useTranslationList(transcriptId: number) {
  return useQuery({
    queryKey: transcriptKeys.translations(transcriptId),
    queryFn: async () =>
      (await api.get(translationsPath(transcriptId), { schema: ZTranslationListResponse })).data,
  });
}
