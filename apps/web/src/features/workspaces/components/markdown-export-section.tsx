import { useTranslation } from 'react-i18next';
import { useMarkdownExport } from '@/api/markdown-export/markdown-export';
import { useSaveMarkdownExport } from '@/api/markdown-export/save-markdown-export';
import { MarkdownExportForm } from '@/components/markdown-export-form';
import { SectionPanel } from '@/components/section-panel';

/**
 * The workspace's Markdown copies: every member reads whether its transcripts are copied and where; owners
 * and admins change it.
 */
export function MarkdownExportSection({
  workspaceId,
  canManage,
}: {
  workspaceId: number;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const setting = useMarkdownExport(workspaceId);
  const save = useSaveMarkdownExport(workspaceId);
  return (
    <SectionPanel
      title={t('markdownExport.title')}
      intro={t('markdownExport.introWorkspace')}
      pending={setting.isPending}
      error={setting.error}
      failedKey="markdownExport.loadFailed"
      gap="gap-4"
    >
      {setting.data === undefined ? null : !canManage ? (
        <p className="text-sm text-fg">
          {setting.data.markdown_export_enabled
            ? t('markdownExport.summaryOn', { path: setting.data.markdown_export_location })
            : t('markdownExport.summaryOff')}
        </p>
      ) : (
        <MarkdownExportForm saved={setting.data} saving={save.isPending} save={save.mutateAsync} />
      )}
    </SectionPanel>
  );
}
