import {
  type TSummaryTemplate,
  type TSummaryTemplateId,
  ZBuiltinSummaryTemplate,
} from '@transcribe/contract';
import type { TFunction } from 'i18next';

/** A template's name as shown: a built-in one's in the user's language, an own one's as they wrote it. */
export function templateName(t: TFunction, id: TSummaryTemplateId, name: string | undefined): string {
  const builtin = ZBuiltinSummaryTemplate.safeParse(id);
  return builtin.success ? t(`summaryTemplates.builtin.${builtin.data}`) : (name ?? '');
}

/** The option value of a template id in a select (ids are names or numbers). */
export const templateValue = (template: Pick<TSummaryTemplate, 'summary_template_id'>) =>
  String(template.summary_template_id);
