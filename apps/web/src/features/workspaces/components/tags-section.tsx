import { useTranslation } from 'react-i18next';
import { useTemplateChoices } from '@/api/summary-templates/template-choices';
import { useTags } from '@/api/tags/tags';
import { useTagEdits } from '@/api/tags/use-tag-edits';
import { SectionPanel } from '@/components/section-panel';
import { TagManager } from '@/components/tags/tag-manager';

/** The workspace's tags, which the files in its folders take: its editors and above make and change them. */
export function TagsSection({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation();
  const tags = useTags(workspaceId);
  const edits = useTagEdits(workspaceId);
  const choices = useTemplateChoices();
  return (
    <SectionPanel
      title={t('tags.title')}
      intro={t('tags.introWorkspace')}
      pending={tags.isPending}
      error={tags.error}
      failedKey="tags.loadFailed"
      gap="gap-4"
      skeletonClassName="h-24"
    >
      {tags.data ? <TagManager tags={tags.data} actions={edits} choices={choices} /> : null}
    </SectionPanel>
  );
}
