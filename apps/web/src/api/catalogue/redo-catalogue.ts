import { useQuery } from '@tanstack/react-query';
import { ZLanguageListResponse, ZModelListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from '../transcripts/query-keys';

/** The modes and languages a redo may choose; loaded when a redo dialog opens. */
export function useRedoCatalogue(enabled: boolean) {
  return {
    models: useQuery({
      queryKey: catalogueKeys.models,
      queryFn: async () =>
        (await api.get('/api/v1/audio/transcript/model', { schema: ZModelListResponse })).data,
      staleTime: 5 * 60_000,
      enabled,
    }),
    languages: useQuery({
      queryKey: catalogueKeys.languages,
      queryFn: async () =>
        (await api.get('/api/v1/audio/transcript/language', { schema: ZLanguageListResponse })).data,
      staleTime: 5 * 60_000,
      enabled,
    }),
  };
}
