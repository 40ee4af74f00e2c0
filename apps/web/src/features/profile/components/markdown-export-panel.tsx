import { useTranslation } from 'react-i18next';
import { useMarkdownExport } from '@/api/markdown-export/markdown-export';
import { useSaveMarkdownExport } from '@/api/markdown-export/save-markdown-export';
import { MarkdownExportForm } from '@/components/markdown-export-form';
import { SectionPanel } from '@/components/section-panel';

/** The user's Markdown copies of their personal transcripts, for note apps. */
export function MarkdownExportPanel() {
  const { t } = useTranslation();
  const setting = useMarkdownExport();
  const save = useSaveMarkdownExport();
  return (
    <SectionPanel
      title={t('markdownExport.title')}
      intro={t('markdownExport.introPersonal')}
      pending={setting.isPending}
      error={setting.error}
      failedKey="markdownExport.loadFailed"
      skeletonClassName="h-40"
    >
      {setting.data ? (
        <MarkdownExportForm saved={setting.data} saving={save.isPending} save={save.mutateAsync} />
      ) : null}
    </SectionPanel>
  );
}
