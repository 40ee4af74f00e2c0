import type { TSummaryTemplateId } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useSummaryTemplates } from './summary-templates';
import { templateName, templateValue } from './template-name';

/** A summary template as a select offers it. */
export interface TemplateChoice {
  id: TSummaryTemplateId;
  /** The option's value (ids are names or numbers). */
  value: string;
  /** Its name as shown (a built-in one's in the reader's language), and why it cannot be chosen. */
  label: string;
  /** It needs a language model and none is configured. */
  disabled: boolean;
}

/** The templates (built-in, then the user's own) as choices; undefined while they load. */
export function useTemplateChoices(enabled = true): TemplateChoice[] | undefined {
  const { t } = useTranslation();
  const templates = useSummaryTemplates(enabled);
  if (!templates.data) return undefined;
  const llm = templates.data.llm_available;
  return templates.data.summary_templates.map((template) => {
    const name = templateName(t, template.summary_template_id, template.summary_template_name);
    const disabled = !llm && template.summary_template_needs_llm;
    return {
      id: template.summary_template_id,
      value: templateValue(template),
      label: disabled ? t('summaryTemplates.needsModel', { name }) : name,
      disabled,
    };
  });
}
