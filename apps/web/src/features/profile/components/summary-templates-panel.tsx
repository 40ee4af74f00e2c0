import type { TSummaryTemplate } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateSummaryTemplate } from '@/api/summary-templates/create-summary-template';
import { useDeleteSummaryTemplate } from '@/api/summary-templates/delete-summary-template';
import { useSummaryTemplates } from '@/api/summary-templates/summary-templates';
import { templateName } from '@/api/summary-templates/template-name';
import { useUpdateSummaryTemplate } from '@/api/summary-templates/update-summary-template';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { SummaryTemplateForm, type TemplateValues } from './summary-template-form';

type OwnTemplate = TSummaryTemplate & { summary_template_id: number };
const isOwn = (template: TSummaryTemplate): template is OwnTemplate =>
  typeof template.summary_template_id === 'number';
const body = ({ name, prompt }: TemplateValues) => ({
  summary_template_name: name,
  summary_template_prompt: prompt,
});

/** The user's own summary templates: add one (a name and a prompt), change or delete one; the built-ins listed. */
export function SummaryTemplatesPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const templates = useSummaryTemplates();
  const create = useCreateSummaryTemplate();
  const update = useUpdateSummaryTemplate();
  const remove = useDeleteSummaryTemplate();
  const [editing, setEditing] = useState<OwnTemplate>();
  const [deleting, setDeleting] = useState<OwnTemplate>();
  const all = templates.data?.summary_templates ?? [];
  const own = all.filter(isOwn);

  async function add(values: TemplateValues) {
    try {
      await create.mutateAsync(body(values));
      toast.success(t('summaryTemplates.panel.created', { name: values.name }));
      return true;
    } catch (error) {
      toast.error(errorText(error, 'summaryTemplates.panel.createFailed'));
      return false;
    }
  }
  async function change(template: OwnTemplate, values: TemplateValues) {
    try {
      await update.mutateAsync({ id: template.summary_template_id, body: body(values) });
      setEditing(undefined);
      toast.success(t('summaryTemplates.panel.saved'));
    } catch (error) {
      toast.error(errorText(error, 'summaryTemplates.panel.saveFailed'));
    }
    return false;
  }
  function confirmDelete(template: OwnTemplate) {
    remove.mutate(template.summary_template_id, {
      onSuccess: () => {
        setDeleting(undefined);
        toast.success(t('summaryTemplates.panel.deleted', { name: template.summary_template_name }));
      },
      onError: (error) => toast.error(errorText(error, 'summaryTemplates.panel.deleteFailed')),
    });
  }

  return (
    <section aria-labelledby="summary-templates-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="summary-templates-title" className="text-lg font-semibold text-fg">
          {t('summaryTemplates.panel.title')}
        </h2>
        <p className="text-sm text-muted">{t('summaryTemplates.panel.intro')}</p>
        {templates.data && !templates.data.llm_available ? (
          <p className="text-sm text-muted">{t('summaryTemplates.panel.noModel')}</p>
        ) : null}
      </div>
      <SummaryTemplateForm
        onSubmit={add}
        actions={
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {t('summaryTemplates.panel.create')}
          </Button>
        }
      />
      {templates.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : templates.isError ? (
        <p className="text-sm text-danger">
          {errorText(templates.error, 'summaryTemplates.panel.loadFailed')}
        </p>
      ) : own.length === 0 ? (
        <p className="text-sm text-muted">{t('summaryTemplates.panel.none')}</p>
      ) : (
        <ul
          aria-label={t('summaryTemplates.panel.list')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {own.map((template) => (
            <li key={template.summary_template_id} className="flex items-start gap-3 px-4 py-3">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="truncate font-medium text-fg">{template.summary_template_name}</span>
                <span className="line-clamp-2 text-sm text-muted">{template.summary_template_prompt}</span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('summaryTemplates.panel.editNamed', { name: template.summary_template_name })}
                onClick={() => setEditing(template)}
              >
                {t('summaryTemplates.panel.edit')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('summaryTemplates.panel.deleteNamed', { name: template.summary_template_name })}
                onClick={() => setDeleting(template)}
              >
                {t('common.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {templates.data ? (
        <p className="text-sm text-muted">
          {t('summaryTemplates.panel.builtins', {
            names: all
              .filter((x) => !isOwn(x))
              .map((x) => templateName(t, x.summary_template_id, x.summary_template_name))
              .join(', '),
          })}
        </p>
      ) : null}
      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => open || update.isPending || setEditing(undefined)}
        title={t('summaryTemplates.panel.editTitle', { name: editing?.summary_template_name ?? '' })}
      >
        {editing ? (
          <SummaryTemplateForm
            initial={{ name: editing.summary_template_name, prompt: editing.summary_template_prompt }}
            onSubmit={(values) => change(editing, values)}
            actions={
              <>
                <Button variant="secondary" disabled={update.isPending} onClick={() => setEditing(undefined)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
                  {update.isPending ? <Spinner /> : null}
                  {t('summaryTemplates.panel.saveChanges')}
                </Button>
              </>
            }
          />
        ) : null}
      </Dialog>
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('summaryTemplates.panel.deleteTitle', { name: deleting?.summary_template_name ?? '' })}
        body={t('summaryTemplates.panel.deleteBody')}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}
