import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useTemplateChange } from './use-template-change';

/** DELETE /api/v1/summary-templates/{id}: summaries written with it keep their text. */
export const useDeleteSummaryTemplate = () =>
  useTemplateChange((id: number) =>
    api.delete(`/api/v1/summary-templates/${id}`, { schema: ZMessageResponse }),
  );
