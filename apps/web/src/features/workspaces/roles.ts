import { type TWorkspaceRole, WORKSPACE_ROLES } from '@transcribe/contract';

/**
 * What the caller's role lets them do on the workspace page, as the server decides it, so the page shows
 * only the controls that would work: owners and admins manage the name, members and invitations; only owners
 * make, change or remove owners and delete the workspace; anyone may leave.
 */
export interface Permissions {
  manage: boolean;
  deleteWorkspace: boolean;
  /** The roles this caller may give (in a member's role select). */
  assignable: readonly TWorkspaceRole[];
}

/** Invitations never make owners: an owner promotes a member instead. */
export const INVITE_ROLES = WORKSPACE_ROLES.filter((role) => role !== 'owner');

export function permissionsOf(role: TWorkspaceRole): Permissions {
  const manage = role === 'owner' || role === 'admin';
  return {
    manage,
    deleteWorkspace: role === 'owner',
    assignable: role === 'owner' ? WORKSPACE_ROLES : manage ? INVITE_ROLES : [],
  };
}

/** Whether the caller may change this member's role: managers may, but an owner's only by an owner. */
export function canChangeRole(permissions: Permissions, memberRole: TWorkspaceRole): boolean {
  return permissions.manage && permissions.assignable.includes(memberRole);
}

/** Whether the caller may remove this other member (leaving oneself is always offered). */
export function canRemove(permissions: Permissions, memberRole: TWorkspaceRole): boolean {
  return canChangeRole(permissions, memberRole);
}
