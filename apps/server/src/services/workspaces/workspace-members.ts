import type { TWorkspaceMembersResponse, TWorkspaceRole } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { openInvitationsOf } from '../../db/repositories/workspace-invitations.js';
import {
  findMembership,
  lockWorkspace,
  membersOf,
  ownerCount,
  removeMember as removeRow,
  setMemberRole,
} from '../../db/repositories/workspaces.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { membershipFor, roleAllows } from '../core/workspace-roles.js';
import { toInvitation, toMember } from '../views/workspace.js';

const lastOwner = () => new AppError('LAST_OWNER', 'A workspace needs at least one owner.');

/** The members (every member sees them) and the open invitations (owners and admins only). */
export async function listMembers(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
): Promise<TWorkspaceMembersResponse['data']> {
  const me = await membershipFor(ctx, userId, workspaceId, 'read');
  const members = (await membersOf(ctx.db, workspaceId)).map(toMember);
  const invitations = roleAllows(me.role, 'manage-members')
    ? (await openInvitationsOf(ctx.db, workspaceId, new Date().toISOString())).map(toInvitation)
    : [];
  return { members, invitations };
}

/** The member's role, 404 when they are not one. */
async function roleOf(ctx: AppContext, workspaceId: number, memberId: number): Promise<TWorkspaceRole> {
  const member = await findMembership(ctx.db, memberId, workspaceId);
  if (!member) throw notFound('Member');
  return member.role;
}

/**
 * Gives a member another role: owners and admins may; only owners make or unmake owners, and the last
 * owner stays one. Takes effect on the member's next request.
 */
export async function changeMemberRole(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  memberId: number,
  role: TWorkspaceRole,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const tx = { ...ctx, db: trx };
    const me = await membershipFor(tx, userId, workspaceId, 'manage-members');
    const current = await roleOf(tx, workspaceId, memberId);
    if ((current === 'owner' || role === 'owner') && !roleAllows(me.role, 'manage-owners')) {
      throw new AppError('FORBIDDEN', 'Only an owner can make or change an owner.');
    }
    if (current === 'owner' && role !== 'owner' && (await ownerCount(trx, workspaceId)) <= 1)
      throw lastOwner();
    await setMemberRole(trx, workspaceId, memberId, role);
  });
}

/**
 * Removes a member: owners and admins remove others (only owners remove owners); anyone may leave. The last
 * owner can do neither. Their access ends with their next request.
 */
export async function removeMember(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  memberId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, workspaceId);
    const tx = { ...ctx, db: trx };
    const me = await membershipFor(tx, userId, workspaceId, memberId === userId ? 'read' : 'manage-members');
    const current = await roleOf(tx, workspaceId, memberId);
    if (current === 'owner' && memberId !== userId && !roleAllows(me.role, 'manage-owners')) {
      throw new AppError('FORBIDDEN', 'Only an owner can remove an owner.');
    }
    if (current === 'owner' && (await ownerCount(trx, workspaceId)) <= 1) throw lastOwner();
    await removeRow(trx, workspaceId, memberId);
  });
}
