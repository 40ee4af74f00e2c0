import { useQuery } from '@tanstack/react-query';
import { ZSummaryTemplateListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { summaryTemplateKeys } from './query-keys';

/** GET /api/v1/summary-templates: the built-in templates and the user's own, and whether a model is there. */
export function useSummaryTemplates(enabled = true) {
  return useQuery({
    queryKey: summaryTemplateKeys.all,
    queryFn: async () =>
      (await api.get('/api/v1/summary-templates', { schema: ZSummaryTemplateListResponse })).data,
    enabled,
  });
}
