import { workspaceKeys } from '@/api/workspaces/query-keys';

/**
 * Retention rules and what each removes next: the user's own (personal recordings), and a workspace's,
 * under that workspace's detail key (so leaving or deleting it drops them too).
 */
export const retentionKeys = {
  mine: ['retention'] as const,
  minePreview: ['retention', 'preview'] as const,
  workspace: (workspaceId: number) => [...workspaceKeys.detail(workspaceId), 'retention'] as const,
  workspacePreview: (workspaceId: number) =>
    [...workspaceKeys.detail(workspaceId), 'retention', 'preview'] as const,
};
