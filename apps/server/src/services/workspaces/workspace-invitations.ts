import type {
  TInvitationPreview,
  TWorkspace,
  TWorkspaceInvitation,
  TWorkspaceInviteRequest,
} from '@transcribe/contract';
import { hashSecretToken, newSecretToken } from '../../adapters/secret-tokens.js';
import type { AppContext } from '../../app-context.js';
import { findUserById } from '../../db/repositories/users.js';
import {
  deleteInvitation,
  findInvitation,
  findInvitationByHash,
  type InvitationRow,
  upsertInvitation,
} from '../../db/repositories/workspace-invitations.js';
import { addMember, findMembership, membersOf } from '../../db/repositories/workspaces.js';
import { AppError, notFound, sessionExpired } from '../../domain/app-error.js';
import { membershipFor } from '../core/workspace-roles.js';
import { toInvitation, toWorkspace } from '../views/workspace.js';

const INVITATION_DAYS = 7;
const invalidInvitation = () => new AppError('NOT_FOUND', 'This invitation is invalid or has expired.');

/**
 * Invites an address with a role (owners and admins): a mail with a link that works for an existing account
 * and for one made after it, with that address. Inviting the same address again replaces the invitation.
 */
export async function inviteMember(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  request: TWorkspaceInviteRequest,
): Promise<TWorkspaceInvitation> {
  const me = await membershipFor(ctx, userId, workspaceId, 'manage-members');
  const members = await membersOf(ctx.db, workspaceId);
  if (members.some((m) => m.email === request.email)) {
    throw new AppError('ALREADY_MEMBER', `${request.email} is already a member of this workspace.`);
  }
  const inviter = await findUserById(ctx.db, userId);
  const token = newSecretToken();
  const now = Date.now();
  const id = await upsertInvitation(ctx.db, {
    workspace_id: workspaceId,
    email: request.email,
    role: request.role,
    token_hash: hashSecretToken(token),
    invited_by: userId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + INVITATION_DAYS * 86_400_000).toISOString(),
  });
  const by = inviter?.full_name ? `${inviter.full_name} (${inviter.email})` : (inviter?.email ?? 'A member');
  await ctx.mailer.send({
    to: request.email,
    subject: `Join ${me.name}`,
    text: [
      `${by} invited you to the workspace "${me.name}" as ${request.role}.`,
      '',
      `To join, open this link within ${INVITATION_DAYS} days and sign in (or sign up) with this e-mail address:`,
      `${ctx.config.publicUrl}/invite/${token}`,
      '',
      'If you do not know them, ignore this e-mail.',
    ].join('\n'),
  });
  const row = await findInvitation(ctx.db, workspaceId, id);
  if (!row) throw notFound('Invitation');
  return toInvitation(row);
}

export async function revokeInvitation(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  invitationId: number,
): Promise<void> {
  await membershipFor(ctx, userId, workspaceId, 'manage-members');
  if (!(await findInvitation(ctx.db, workspaceId, invitationId))) throw notFound('Invitation');
  await deleteInvitation(ctx.db, invitationId);
}

async function openInvitation(ctx: AppContext, token: string): Promise<InvitationRow> {
  const row = await findInvitationByHash(ctx.db, hashSecretToken(token), new Date().toISOString());
  if (!row) throw invalidInvitation();
  return row;
}

/** What an invitation link offers, shown before signing in. */
export async function previewInvitation(ctx: AppContext, token: string): Promise<TInvitationPreview> {
  const row = await openInvitation(ctx, token);
  return {
    workspace_name: row.workspace_name,
    invitation_email: row.email,
    invitation_role: row.role,
    invitation_invited_by: row.invited_by_email,
    invitation_expires_at: row.expires_at,
  };
}

/** Joins the workspace as the invitation says, when signed in with the invited address; the link is used up. */
export async function acceptInvitation(ctx: AppContext, userId: number, token: string): Promise<TWorkspace> {
  const row = await openInvitation(ctx, token);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  if (user.email.toLowerCase() !== row.email) {
    throw new AppError(
      'FORBIDDEN',
      `This invitation is for ${row.email}. Sign in with that address to accept it.`,
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    await addMember(trx, row.workspace_id, userId, row.role);
    await deleteInvitation(trx, row.id);
  });
  const membership = await findMembership(ctx.db, userId, row.workspace_id);
  if (!membership) throw invalidInvitation();
  return toWorkspace(membership);
}
