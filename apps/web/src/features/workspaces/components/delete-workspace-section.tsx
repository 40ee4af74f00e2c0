import type { TWorkspace } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteWorkspace } from '@/api/workspaces/delete-workspace';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-text';

/** An owner's "Delete workspace", after asking; a refusal (folders still in it) is said below the button. */
export function DeleteWorkspaceSection({ workspace }: { workspace: TWorkspace }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const remove = useDeleteWorkspace(workspace.workspace_id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const name = workspace.workspace_name;

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('workspaces.delete.deleted', { name }));
        navigate('/dashboard/profile?tab=workspaces');
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(errorText(error, 'workspaces.delete.failed'));
      },
    });
  }

  return (
    <section
      aria-labelledby="delete-workspace-title"
      className="flex flex-col gap-3 rounded-lg border border-danger/30 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="delete-workspace-title" className="text-base font-semibold text-fg">
          {t('workspaces.delete.title')}
        </h2>
        <p className="text-sm text-muted">{t('workspaces.delete.intro')}</p>
      </div>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button
        variant="danger"
        className="w-fit"
        onClick={() => {
          setFailure(undefined);
          setConfirming(true);
        }}
      >
        {t('workspaces.delete.title')}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title={t('workspaces.delete.confirmTitle', { name })}
        body={t('workspaces.delete.confirmBody')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
