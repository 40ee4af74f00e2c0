import { workspaceKeys as shared } from '@/api/query-keys';

/**
 * The workspaces feature's data: the caller's workspaces (each with their role; lib's key, as the sidebar
 * and the file list read them too), one workspace, its members and invitations, its retention rule and
 * what that removes next, and an invitation link's preview. Everything of one workspace sits under its
 * detail key.
 */
export const workspaceKeys = {
  ...shared,
  detail: (workspaceId: number) => ['workspaces', 'detail', workspaceId] as const,
  members: (workspaceId: number) => ['workspaces', 'detail', workspaceId, 'members'] as const,
  retention: (workspaceId: number) => ['workspaces', 'detail', workspaceId, 'retention'] as const,
  retentionPreview: (workspaceId: number) =>
    ['workspaces', 'detail', workspaceId, 'retention', 'preview'] as const,
  invitation: (token: string) => ['workspace-invitation', token] as const,
};
