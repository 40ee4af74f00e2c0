import { type TSummaryTemplateUpdateRequest, ZSummaryTemplateResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useTemplateChange } from './use-template-change';

/** PATCH /api/v1/summary-templates/{id}: a new name, prompt or both. */
export const useUpdateSummaryTemplate = () =>
  useTemplateChange(
    async ({ id, body }: { id: number; body: TSummaryTemplateUpdateRequest }) =>
      (await api.patch(`/api/v1/summary-templates/${id}`, { schema: ZSummaryTemplateResponse, body })).data,
  );
