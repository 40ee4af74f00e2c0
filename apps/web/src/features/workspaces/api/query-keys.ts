/**
 * The workspaces feature's data: the caller's workspaces (each with their role), one workspace, its members
 * and invitations, and an invitation link's preview. Everything of one workspace sits under its detail key.
 */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: ['workspaces', 'list'] as const,
  detail: (workspaceId: number) => ['workspaces', 'detail', workspaceId] as const,
  members: (workspaceId: number) => ['workspaces', 'detail', workspaceId, 'members'] as const,
  invitation: (token: string) => ['workspace-invitation', token] as const,
};
