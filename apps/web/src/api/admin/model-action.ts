import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAdminModels, ZAdminModelResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type ModelAction = 'install' | 'cancel' | 'remove';

/**
 * POST /api/v1/admin/models/{name}/install or /cancel, DELETE /api/v1/admin/models/{name}: the server
 * installs the model in the background, stops installing it, or removes its files. Its answer (the model as
 * it is now) goes into the list at once.
 */
export function useModelAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, action }: { name: string; action: ModelAction }) => {
      const path = `/api/v1/admin/models/${encodeURIComponent(name)}`;
      const answer =
        action === 'remove'
          ? await api.delete(path, { schema: ZAdminModelResponse })
          : await api.post(`${path}/${action}`, { schema: ZAdminModelResponse });
      return answer.data;
    },
    onSuccess: (model) =>
      queryClient.setQueryData<TAdminModels>(
        adminKeys.models,
        (list) =>
          list && {
            ...list,
            models: list.models.map((entry) => (entry.name === model.name ? model : entry)),
          },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.models }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
