import { WORKSPACE_NAME_MAX } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateWorkspace } from '@/api/workspaces/create-workspace';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { workspaceNameProblem } from '../workspace-name';

/** "New workspace": a name, then the new workspace's page (where its owner invites people). */
export function NewWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  function close() {
    if (create.isPending) return;
    setName('');
    setError(undefined);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = workspaceNameProblem(name, t);
    setError(problem);
    if (problem) return;
    create.mutate(
      { workspace_name: name.trim() },
      {
        onSuccess: (workspace) => {
          toast.success(t('workspaces.created', { name: workspace.workspace_name }));
          navigate(`/dashboard/workspace/${workspace.workspace_id}`);
        },
        onError: (failure) => setError(errorText(failure, 'workspaces.createFailed')),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => next || close()} title={t('workspaces.new')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('workspaces.name')}
          value={name}
          maxLength={WORKSPACE_NAME_MAX}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {t('workspaces.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
