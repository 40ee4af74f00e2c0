import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTranslationLanguage, ZTranslationStartResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';
import { translationsPath } from './translations';

/** POST …/translations: starts translating into `language` (a job; progress comes by the event stream). */
export function useStartTranslation(transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: TTranslationLanguage) =>
      (
        await api.post(translationsPath(transcriptId), {
          schema: ZTranslationStartResponse,
          body: { language },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptKeys.translations(transcriptId) }),
  });
}
