/**
 * The caller's workspaces (each with their role: the sidebar, the file list and the move dialog go by it),
 * one workspace, its members and invitations, and an invitation link's preview. Everything of one workspace
 * (its retention rule too, see ../retention) sits under its detail key, and everything under `all`.
 */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: ['workspaces', 'list'] as const,
  detail: (workspaceId: number) => ['workspaces', 'detail', workspaceId] as const,
  members: (workspaceId: number) => ['workspaces', 'detail', workspaceId, 'members'] as const,
  invitation: (token: string) => ['workspace-invitation', token] as const,
};
