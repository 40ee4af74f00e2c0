import { useQuery } from '@tanstack/react-query';
import { ZVocabularyResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { vocabularyKeys } from './query-keys';

/**
 * GET /api/v1/user/vocabulary: the words and phrases the speech engines are told to expect (review mode
 * also reads it, to tell likely names from known words); not loaded while `enabled` is false.
 */
export function useVocabulary(enabled = true) {
  return useQuery({
    queryKey: vocabularyKeys.all,
    queryFn: async () => (await api.get('/api/v1/user/vocabulary', { schema: ZVocabularyResponse })).data,
    enabled,
  });
}
