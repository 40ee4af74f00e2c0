import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TRetention, ZRetentionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { retentionKeys } from './query-keys';
import { MY_RETENTION_PATH } from './retention';

/** PUT /api/v1/user/retention: the new rule becomes the query's data; the preview is asked again. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRetention) =>
      (await api.put(MY_RETENTION_PATH, { schema: ZRetentionResponse, body })).data,
    onSuccess: (stored) => {
      queryClient.setQueryData(retentionKeys.mine, stored);
      return queryClient.invalidateQueries({ queryKey: retentionKeys.minePreview });
    },
  });
}
