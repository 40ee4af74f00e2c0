import type { TWorkspace, TWorkspaceInvitation, TWorkspaceMember } from '@transcribe/contract';
import type { InvitationRow } from '../../db/repositories/workspace-invitations.js';
import type { MemberRow, MembershipRow } from '../../db/repositories/workspaces.js';
import { dailyLimit } from './user.js';

export function toWorkspace(row: MembershipRow): TWorkspace {
  return {
    workspace_id: row.id,
    workspace_name: row.name,
    workspace_role: row.role,
    workspace_member_count: Number(row.member_count),
    workspace_plan: row.plan,
    workspace_usage_today: Number(row.usage_today ?? 0),
    workspace_daily_limit: dailyLimit(row.plan),
    workspace_created_at: row.created_at,
  };
}

export function toMember(row: MemberRow): TWorkspaceMember {
  return {
    user_id: row.user_id,
    user_email: row.email,
    user_full_name: row.full_name,
    member_role: row.role,
    member_since: row.created_at,
  };
}

export function toInvitation(row: InvitationRow): TWorkspaceInvitation {
  return {
    invitation_id: row.id,
    invitation_email: row.email,
    invitation_role: row.role,
    invitation_invited_by: row.invited_by_email,
    invitation_created_at: row.created_at,
    invitation_expires_at: row.expires_at,
  };
}
