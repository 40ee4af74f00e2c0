import type { TWorkspaceRole } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { findMembership, type MembershipRow } from '../../db/repositories/workspaces.js';
import { AppError, notFound } from '../../domain/app-error.js';

/** What can be done in a workspace; each needs at least one role (ranked owner > admin > … > viewer). */
export type WorkspaceAction =
  | 'delete-workspace'
  | 'manage-owners'
  | 'manage-workspace'
  | 'manage-members'
  | 'write'
  | 'comment'
  | 'read';

const RANK: Record<TWorkspaceRole, number> = { owner: 5, admin: 4, editor: 3, commenter: 2, viewer: 1 };

const LEAST_ROLE: Record<WorkspaceAction, TWorkspaceRole> = {
  'delete-workspace': 'owner',
  'manage-owners': 'owner',
  'manage-workspace': 'admin',
  'manage-members': 'admin',
  write: 'editor',
  comment: 'commenter',
  // Reading includes exporting.
  read: 'viewer',
};

export const roleAllows = (role: TWorkspaceRole, action: WorkspaceAction) =>
  RANK[role] >= RANK[LEAST_ROLE[action]];

/**
 * The caller's membership of a workspace, read afresh on every request (a removed member or a lowered role
 * takes effect at once): 404 when they are not a member, 403 when their role does not allow `action`.
 */
export async function membershipFor(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  action: WorkspaceAction,
): Promise<MembershipRow> {
  const membership = await findMembership(ctx.db, userId, workspaceId);
  if (!membership) throw notFound('Workspace');
  if (!roleAllows(membership.role, action)) {
    throw new AppError('FORBIDDEN', `Your role (${membership.role}) in this workspace does not allow this.`);
  }
  return membership;
}
