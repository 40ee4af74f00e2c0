import { SAVED_VIEW_NAME_MAX, type TSavedView } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeleteView } from '@/api/saved-views/delete-view';
import { useUpdateView } from '@/api/saved-views/update-view';
import { NameDialog } from '@/components/name-dialog';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useErrorText } from '@/lib/error-text';

export type ViewChange = { kind: 'rename' | 'delete'; view: TSavedView };

/** A saved view renamed (the server's refusal shown in the dialog) or deleted after asking. */
export default function SavedViewDialogs({ change, onClose }: { change: ViewChange; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateView();
  const remove = useDeleteView();
  const { view } = change;
  const name = view.saved_view_name;
  if (change.kind === 'rename')
    return (
      <NameDialog
        title={t('dashboard.views.renameTitle', { name })}
        label={t('files.views.name')}
        initial={name}
        submitLabel={t('files.views.save')}
        maxLength={SAVED_VIEW_NAME_MAX}
        requiredText={t('files.views.nameRequired')}
        failedKey="dashboard.views.renameFailed"
        onSubmit={async (next) => {
          const renamed = await update.mutateAsync({ id: view.saved_view_id, saved_view_name: next });
          toast.success(t('dashboard.views.renamed', { name: renamed.saved_view_name }));
        }}
        onClose={onClose}
      />
    );
  return (
    <ConfirmDeleteDialog
      open
      title={t('dashboard.views.deleteTitle', { name })}
      body={t('dashboard.views.deleteBody')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(view.saved_view_id, {
          onSuccess: () => {
            toast.success(t('dashboard.views.deleted', { name }));
            onClose();
          },
          onError: (error) => toast.error(errorText(error, 'dashboard.views.deleteFailed')),
        })
      }
      onCancel={onClose}
    />
  );
}
