import type { TFolder } from '@transcribe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaces } from '@/api/workspaces/workspaces';
import type { FolderTreeProps } from './folder-tree';
import { WorkspaceSection } from './workspace-section';

interface Props extends FolderTreeProps {
  /** The top folders of the caller's workspaces, as the folder list sends them. */
  trees: TFolder[];
  onNavigate: () => void;
}

/**
 * Below the own folders, a section per workspace the caller is in, with the caller's role there. Its own
 * chunk: it loads only for members of a workspace.
 */
export default function WorkspaceFolders({ trees, ...tree }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const workspaces = useWorkspaces();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="px-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        {t('workspaces.title')}
      </h2>
      {trees.map((top) => (
        <WorkspaceSection
          key={top.folder_id}
          top={top}
          role={workspaces.data?.find((w) => w.workspace_id === top.folder_workspace_id)?.workspace_role}
          {...tree}
        />
      ))}
    </section>
  );
}
