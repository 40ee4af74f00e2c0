import { useTranslation } from 'react-i18next';
import { useTemplateChoices } from '@/api/summary-templates/template-choices';
import { useTags } from '@/api/tags/tags';
import { useTagEdits } from '@/api/tags/use-tag-edits';
import { SectionPanel } from '@/components/section-panel';
import { TagManager } from '@/components/tags/tag-manager';

/** The Tags tab: the tags of the user's own files, with how many files bear each, made and changed here. */
export function TagsPanel() {
  const { t } = useTranslation();
  const tags = useTags(null);
  const edits = useTagEdits(null);
  const choices = useTemplateChoices();
  return (
    <SectionPanel
      title={t('tags.title')}
      intro={t('tags.intro')}
      pending={tags.isPending}
      error={tags.error}
      failedKey="tags.loadFailed"
      skeletonClassName="h-24"
    >
      {tags.data ? <TagManager tags={tags.data} actions={edits} choices={choices} /> : null}
    </SectionPanel>
  );
}
