import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TVocabulary, ZVocabularyResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { profileKeys } from '../api-keys/query-keys';

/** GET /api/v1/user/vocabulary: the words and phrases the speech engines are told to expect. */
export function useVocabulary() {
  return useQuery({
    queryKey: profileKeys.vocabulary,
    queryFn: async () => (await api.get('/api/v1/user/vocabulary', { schema: ZVocabularyResponse })).data,
  });
}

/**
 * PUT /api/v1/user/vocabulary: replaces the list. The answer is the list as stored (trimmed, without
 * repeats ignoring case), which becomes the query's data.
 */
export function useSaveVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TVocabulary) =>
      (await api.put('/api/v1/user/vocabulary', { schema: ZVocabularyResponse, body })).data,
    onSuccess: (stored) => queryClient.setQueryData(profileKeys.vocabulary, stored),
  });
}
