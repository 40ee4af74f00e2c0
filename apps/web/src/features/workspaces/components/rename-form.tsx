import { type TWorkspace, WORKSPACE_NAME_MAX } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRenameWorkspace } from '@/api/workspaces/rename-workspace';
import { InlineRenameForm } from '@/components/inline-rename-form';
import { useErrorText } from '@/lib/error-text';
import { workspaceNameProblem } from '../workspace-name';

/** The workspace's name as a field in place, checked against the contract's rules before it is sent. */
export function RenameForm({ workspace, onDone }: { workspace: TWorkspace; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rename = useRenameWorkspace(workspace.workspace_id);
  return (
    <InlineRenameForm
      name={workspace.workspace_name}
      label={t('workspaces.page.newName', { name: workspace.workspace_name })}
      maxLength={WORKSPACE_NAME_MAX}
      saveLabel={t('workspaces.page.save')}
      problem={(draft) => workspaceNameProblem(draft, t)}
      onSave={(name, fail) =>
        rename.mutate(name, {
          onSuccess: (renamed) => {
            toast.success(t('workspaces.page.renamed', { name: renamed.workspace_name }));
            onDone();
          },
          onError: (failure) => fail(errorText(failure, 'workspaces.page.renameFailed')),
        })
      }
      saving={rename.isPending}
      onDone={onDone}
    />
  );
}
