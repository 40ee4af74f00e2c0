import { type TSummaryTemplateCreateRequest, ZSummaryTemplateResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useTemplateChange } from './use-template-change';

/** POST /api/v1/summary-templates: a template of the user's own. */
export const useCreateSummaryTemplate = () =>
  useTemplateChange(
    async (body: TSummaryTemplateCreateRequest) =>
      (await api.post('/api/v1/summary-templates', { schema: ZSummaryTemplateResponse, body })).data,
  );
