import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TTranslationLanguage, ZMessageResponse } from '@transcribe/contract';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { api } from '@/lib/api-client';
import { translationsPath } from './translations';

/** DELETE …/translations/{language}: cancels a running translation, or removes an ended one. */
export function useRemoveTranslation(transcriptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: TTranslationLanguage) =>
      api.delete(`${translationsPath(transcriptId)}/${language}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transcriptKeys.translations(transcriptId) }),
  });
}
