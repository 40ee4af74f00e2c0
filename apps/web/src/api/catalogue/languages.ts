import { queryOptions } from '@tanstack/react-query';
import { ZLanguageListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/v1/audio/transcript/language: the languages this server transcribes. */
export const languagesQuery = queryOptions({
  queryKey: catalogueKeys.languages,
  queryFn: async () =>
    (await api.get('/api/v1/audio/transcript/language', { schema: ZLanguageListResponse })).data,
  staleTime: 5 * 60_000,
});
