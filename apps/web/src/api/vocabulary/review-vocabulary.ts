import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TVocabulary, ZVocabulary, ZVocabularyResponse } from '@transcribe/contract';
import { vocabularyKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/v1/user/vocabulary, while review mode needs it to tell likely names from known words. */
export function useReviewVocabulary(enabled: boolean) {
  return useQuery({
    queryKey: vocabularyKeys.all,
    queryFn: async () => (await api.get('/api/v1/user/vocabulary', { schema: ZVocabularyResponse })).data,
    enabled,
  });
}

/**
 * PUT /api/v1/user/vocabulary with `word` appended to the list as last read; checked against the contract's
 * limits first, so a full list says so without a call. The stored list becomes the query's data.
 */
export function useAddToVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (word: string) => {
      const words = queryClient.getQueryData<TVocabulary>(vocabularyKeys.all)?.words ?? [];
      const body = ZVocabulary.parse({ words: [...words, word] });
      return (await api.put('/api/v1/user/vocabulary', { schema: ZVocabularyResponse, body })).data;
    },
    onSuccess: (stored) => queryClient.setQueryData(vocabularyKeys.all, stored),
  });
}
