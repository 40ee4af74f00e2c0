import { type TWorkspace, WORKSPACE_NAME_MAX } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRenameWorkspace } from '@/api/workspaces/rename-workspace';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';
import { workspaceNameProblem } from '../workspace-name';

/** The workspace's name as a field: Enter or Save sends it, Escape or Cancel keeps the old one. */
export function RenameForm({ workspace, onDone }: { workspace: TWorkspace; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rename = useRenameWorkspace(workspace.workspace_id);
  const [draft, setDraft] = useState(workspace.workspace_name);
  const [error, setError] = useState<string>();
  const errorId = `${useId()}-error`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === workspace.workspace_name) return onDone();
    const problem = workspaceNameProblem(draft, t);
    setError(problem);
    if (problem) return;
    rename.mutate(draft.trim(), {
      onSuccess: (renamed) => {
        toast.success(t('workspaces.page.renamed', { name: renamed.workspace_name }));
        onDone();
      },
      onError: (failure) => setError(errorText(failure, 'workspaces.page.renameFailed')),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <input
          // biome-ignore lint/a11y/noAutofocus: the person just asked to type the new name.
          autoFocus
          className={cn(inputClasses, 'min-w-0 flex-1 basis-48')}
          aria-label={t('workspaces.page.newName', { name: workspace.workspace_name })}
          maxLength={WORKSPACE_NAME_MAX}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !rename.isPending) onDone();
          }}
        />
        <Button type="submit" disabled={rename.isPending} aria-busy={rename.isPending}>
          {rename.isPending ? <Spinner /> : null}
          {t('workspaces.page.save')}
        </Button>
        <Button variant="ghost" disabled={rename.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
