import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TVocabulary, ZVocabulary, ZVocabularyResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { vocabularyKeys } from './query-keys';

/**
 * PUT /api/v1/user/vocabulary: replaces the list. The answer is the list as stored (trimmed, without
 * repeats ignoring case), which becomes the query's data.
 */
const saveVocabulary = async (body: TVocabulary) =>
  (await api.put('/api/v1/user/vocabulary', { schema: ZVocabularyResponse, body })).data;

/** The list as edited on the profile page. */
export function useSaveVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVocabulary,
    onSuccess: (stored) => queryClient.setQueryData(vocabularyKeys.all, stored),
  });
}

/**
 * `word` appended to the list as last read (review mode); checked against the contract's limits first, so a
 * full list says so without a call.
 */
export function useAddToVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (word: string) => {
      const words = queryClient.getQueryData<TVocabulary>(vocabularyKeys.all)?.words ?? [];
      return saveVocabulary(ZVocabulary.parse({ words: [...words, word] }));
    },
    onSuccess: (stored) => queryClient.setQueryData(vocabularyKeys.all, stored),
  });
}
