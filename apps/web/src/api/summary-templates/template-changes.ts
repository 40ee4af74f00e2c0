import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TSummaryTemplateCreateRequest,
  type TSummaryTemplateUpdateRequest,
  ZMessageResponse,
  ZSummaryTemplateResponse,
} from '@transcribe/contract';
import { summaryTemplateKeys } from '@/api/summary-templates/summary-templates';
import { api } from '@/lib/api-client';

/** After any change the one list (profile page and Summary tab picker) is fetched again. */
function useTemplateChange<V, R>(send: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryTemplateKeys.all }),
  });
}

/** POST /api/v1/summary-templates: a template of the user's own. */
export const useCreateSummaryTemplate = () =>
  useTemplateChange(
    async (body: TSummaryTemplateCreateRequest) =>
      (await api.post('/api/v1/summary-templates', { schema: ZSummaryTemplateResponse, body })).data,
  );

/** PATCH /api/v1/summary-templates/{id}: a new name, prompt or both. */
export const useUpdateSummaryTemplate = () =>
  useTemplateChange(
    async ({ id, body }: { id: number; body: TSummaryTemplateUpdateRequest }) =>
      (await api.patch(`/api/v1/summary-templates/${id}`, { schema: ZSummaryTemplateResponse, body })).data,
  );

/** DELETE /api/v1/summary-templates/{id}: summaries written with it keep their text. */
export const useDeleteSummaryTemplate = () =>
  useTemplateChange((id: number) =>
    api.delete(`/api/v1/summary-templates/${id}`, { schema: ZMessageResponse }),
  );
