import type { TSummaryTemplate } from '@transcribe/contract';
import { Pencil, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegenerateSummary } from '@/api/insights/regenerate-summary';
import { useSummaryTemplates } from '@/api/summary-templates/summary-templates';
import { templateName, templateValue } from '@/api/summary-templates/template-name';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import type { SummaryData } from '../model/insights';

interface Props {
  transcriptId: number;
  summary: SummaryData | undefined;
  onEdit: () => void;
}

/** Until the list arrives (or when it cannot), the default template alone. */
const DEFAULT_ONLY: TSummaryTemplate[] = [
  {
    summary_template_id: 'default',
    summary_template_builtin: true,
    summary_template_name: 'Default summary',
    summary_template_prompt: '',
    summary_template_needs_llm: false,
  },
];

/**
 * The Summary tab's tools for those who may change it: a template picker (built-in and own templates),
 * Regenerate, and Edit by hand. Without a language model, the templates that need one are disabled.
 */
export function SummaryTools({ transcriptId, summary, onEdit }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const templates = useSummaryTemplates();
  const regenerate = useRegenerateSummary(transcriptId);
  const [chosen, setChosen] = useState<string>();
  const list = templates.data?.summary_templates ?? DEFAULT_ONLY;
  const llm = templates.data?.llm_available ?? false;
  const usable = (template: TSummaryTemplate) => llm || !template.summary_template_needs_llm;
  const wanted = chosen ?? String(summary?.templateId ?? 'default');
  // A deleted own template is no longer listed: the default stands in for it.
  const template = list.find((x) => templateValue(x) === wanted) ?? list[0];
  const selected = template ? templateValue(template) : 'default';

  function submit() {
    if (!template) return;
    regenerate.mutate(template.summary_template_id);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor={`${id}-template`} className="text-sm font-medium text-fg">
            {t('summaryTemplates.picker')}
          </label>
          <select
            id={`${id}-template`}
            value={selected}
            onChange={(event) => setChosen(event.target.value)}
            className={inputClasses}
          >
            {list.map((x) => {
              const name = templateName(t, x.summary_template_id, x.summary_template_name);
              return (
                <option key={templateValue(x)} value={templateValue(x)} disabled={!usable(x)}>
                  {usable(x) ? name : t('summaryTemplates.needsModel', { name })}
                </option>
              );
            })}
          </select>
        </div>
        <Button
          variant="secondary"
          onClick={submit}
          disabled={regenerate.isPending || !template || !usable(template)}
          aria-busy={regenerate.isPending}
        >
          {regenerate.isPending ? <Spinner /> : <RefreshCw size={16} aria-hidden />}
          {regenerate.isPending ? t('summaryTemplates.regenerating') : t('summaryTemplates.regenerate')}
        </Button>
        <Button variant="secondary" onClick={onEdit} disabled={regenerate.isPending || !summary}>
          <Pencil size={16} aria-hidden />
          {t('summaryTemplates.edit')}
        </Button>
        <Link
          to="/dashboard/profile?tab=summaryTemplates"
          className="py-2 text-sm text-accent-text hover:underline"
        >
          {t('summaryTemplates.manage')}
        </Link>
      </div>
      {templates.data && !llm ? <p className="text-sm text-muted">{t('summaryTemplates.noModel')}</p> : null}
      {regenerate.isError ? (
        <Notice tone="error">{errorText(regenerate.error, 'summaryTemplates.regenerateFailed')}</Notice>
      ) : null}
    </div>
  );
}
