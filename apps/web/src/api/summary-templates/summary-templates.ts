import { useQuery } from '@tanstack/react-query';
import {
  type TSummaryTemplate,
  type TSummaryTemplateId,
  ZBuiltinSummaryTemplate,
  ZSummaryTemplateListResponse,
} from '@transcribe/contract';
import type { TFunction } from 'i18next';
import { api } from '../../lib/api-client';

/**
 * The summary templates: written with from the transcript viewer's Summary tab, managed on the profile
 * page; one list for both.
 */
export const summaryTemplateKeys = {
  all: ['summary-templates'] as const,
};

/** GET /api/v1/summary-templates: the built-in templates and the user's own, and whether a model is there. */
export function useSummaryTemplates(enabled = true) {
  return useQuery({
    queryKey: summaryTemplateKeys.all,
    queryFn: async () =>
      (await api.get('/api/v1/summary-templates', { schema: ZSummaryTemplateListResponse })).data,
    enabled,
  });
}

/** A template's name as shown: a built-in one's in the user's language, an own one's as they wrote it. */
export function templateName(t: TFunction, id: TSummaryTemplateId, name: string | undefined): string {
  const builtin = ZBuiltinSummaryTemplate.safeParse(id);
  return builtin.success ? t(`summaryTemplates.builtin.${builtin.data}`) : (name ?? '');
}

/** The option value of a template id in a select (ids are names or numbers). */
export const templateValue = (template: Pick<TSummaryTemplate, 'summary_template_id'>) =>
  String(template.summary_template_id);
