import { queryOptions } from '@tanstack/react-query';
import { ZModelListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** GET /api/v1/audio/transcript/model: the transcription modes this server offers. */
export const modelsQuery = queryOptions({
  queryKey: catalogueKeys.models,
  queryFn: async () => (await api.get('/api/v1/audio/transcript/model', { schema: ZModelListResponse })).data,
  staleTime: 5 * 60_000,
});
