import type { TFolder } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateFolder } from '@/api/folders/update-folder';
import { useTemplateChoices } from '@/api/summary-templates/template-choices';
import { type FilePrompts, FilePromptsForm } from '@/components/file-prompts-form';
import { Dialog } from '@/components/ui/dialog';

/** "Summary and words" of a folder: the template and words its files (and its sub-folders') get. */
export default function FolderPromptsDialog({ folder, onClose }: { folder: TFolder; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFolder();
  const choices = useTemplateChoices();
  const name = folder.folder_name;

  async function save(prompts: FilePrompts) {
    await update.mutateAsync({
      id: folder.folder_id,
      folder_summary_template_id: prompts.templateId,
      folder_vocabulary: prompts.words,
    });
    toast.success(t('prompts.saved', { name }));
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || update.isPending || onClose()}
      title={t('prompts.folderTitle', { name })}
      wide
    >
      <FilePromptsForm
        name={name}
        saved={{
          templateId: folder.folder_summary_template_id ?? null,
          words: folder.folder_vocabulary ?? [],
        }}
        choices={choices}
        onSave={save}
        onCancel={onClose}
      />
    </Dialog>
  );
}
