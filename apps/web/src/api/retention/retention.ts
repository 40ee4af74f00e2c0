import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TRetention, ZRetentionPreviewResponse, ZRetentionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { profileKeys } from '../api-keys/query-keys';

const PATH = '/api/v1/user/retention';

/** GET /api/v1/user/retention: how long the user's personal recordings are kept, and what goes then. */
export function useRetention() {
  return useQuery({
    queryKey: profileKeys.retention,
    queryFn: async () => (await api.get(PATH, { schema: ZRetentionResponse })).data,
  });
}

/** GET /api/v1/user/retention/preview: what the next housekeeping run removes under the saved rule. */
export function useRetentionPreview() {
  return useQuery({
    queryKey: profileKeys.retentionPreview,
    queryFn: async () => (await api.get(`${PATH}/preview`, { schema: ZRetentionPreviewResponse })).data,
  });
}

/** PUT /api/v1/user/retention: the new rule becomes the query's data; the preview is asked again. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRetention) => (await api.put(PATH, { schema: ZRetentionResponse, body })).data,
    onSuccess: (stored) => {
      queryClient.setQueryData(profileKeys.retention, stored);
      return queryClient.invalidateQueries({ queryKey: profileKeys.retentionPreview });
    },
  });
}
