import { SAVED_VIEW_NAME_MAX } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSaveView } from '@/api/saved-views/save-view';
import { NameDialog } from '@/components/name-dialog';

/** "Save view": the list's filters and sort (`query`) kept under a name, listed in the sidebar. */
export default function SaveViewDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveView();
  return (
    <NameDialog
      title={t('files.views.saveTitle')}
      label={t('files.views.name')}
      submitLabel={t('files.views.save')}
      maxLength={SAVED_VIEW_NAME_MAX}
      requiredText={t('files.views.nameRequired')}
      failedKey="files.views.saveFailed"
      onSubmit={async (name) => {
        const view = await save.mutateAsync({ saved_view_name: name, saved_view_query: query });
        toast.success(t('files.views.saved', { name: view.saved_view_name }));
      }}
      onClose={onClose}
    />
  );
}
