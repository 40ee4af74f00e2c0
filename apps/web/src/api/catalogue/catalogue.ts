import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLanguageListResponse, ZModelListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

const modelsQuery = queryOptions({
  queryKey: catalogueKeys.models,
  queryFn: async () => (await api.get('/api/v1/audio/transcript/model', { schema: ZModelListResponse })).data,
  staleTime: 5 * 60_000,
});

const languagesQuery = queryOptions({
  queryKey: catalogueKeys.languages,
  queryFn: async () =>
    (await api.get('/api/v1/audio/transcript/language', { schema: ZLanguageListResponse })).data,
  staleTime: 5 * 60_000,
});

/** The transcription modes and languages this server offers; not loaded while `enabled` is false. */
export function useCatalogue(enabled: boolean) {
  return {
    models: useQuery({ ...modelsQuery, enabled }),
    languages: useQuery({ ...languagesQuery, enabled }),
  };
}
