import { z } from 'zod';
import { hasUnsafeCharacters, rowIdText, ZEmail } from './common.js';

/**
 * What a member may do, most first. owner: everything, the workspace itself and its owners included;
 * admin: members and settings; editor: upload, edit and delete in the workspace's folders; commenter: read
 * and comment; viewer: read and export.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'commenter', 'viewer'] as const;
export const ZWorkspaceRole = z.enum(WORKSPACE_ROLES, {
  error: 'Role must be one of owner, admin, editor, commenter or viewer.',
});
export type TWorkspaceRole = z.infer<typeof ZWorkspaceRole>;

export const WORKSPACE_NAME_MAX = 100;

export const ZWorkspaceName = z
  .string({ error: 'A workspace needs a name.' })
  .trim()
  .min(1, { error: 'A workspace needs a name.' })
  .max(WORKSPACE_NAME_MAX, { error: `A name may hold at most ${WORKSPACE_NAME_MAX} characters.` })
  .refine((name) => !hasUnsafeCharacters(name), { error: 'A name cannot hold control characters.' });

/** A workspace as one of its members sees it. */
export const ZWorkspace = z.object({
  workspace_id: z.number().int(),
  workspace_name: z.string(),
  /** The caller's role in it. */
  workspace_role: ZWorkspaceRole,
  workspace_member_count: z.number().int(),
  /** 'free' counts the workspace's daily transcriptions against the Free plan's limit; 'premium' has none. */
  workspace_plan: z.enum(['free', 'premium']),
  /** Transcriptions (and redos) of its files counted today (UTC), against its plan, not its members'. */
  workspace_usage_today: z.number().int().nonnegative().default(0),
  /** The plan's daily allowance; null: no limit. */
  workspace_daily_limit: z.number().int().positive().nullable().default(null),
  workspace_created_at: z.string(),
});
export type TWorkspace = z.infer<typeof ZWorkspace>;

export const ZWorkspaceMember = z.object({
  user_id: z.number().int(),
  user_email: z.string(),
  user_full_name: z.string().nullable(),
  member_role: ZWorkspaceRole,
  member_since: z.string(),
});
export type TWorkspaceMember = z.infer<typeof ZWorkspaceMember>;

/** An invitation not yet accepted: the invited address, the role it gives and until when it works. */
export const ZWorkspaceInvitation = z.object({
  invitation_id: z.number().int(),
  invitation_email: z.string(),
  invitation_role: ZWorkspaceRole,
  invitation_invited_by: z.string().nullable(),
  invitation_created_at: z.string(),
  invitation_expires_at: z.string(),
});
export type TWorkspaceInvitation = z.infer<typeof ZWorkspaceInvitation>;

export const ZWorkspaceCreateRequest = z.object({ workspace_name: ZWorkspaceName });
export type TWorkspaceCreateRequest = z.infer<typeof ZWorkspaceCreateRequest>;

/** Invite by e-mail with any role but owner (an owner makes another owner by changing a member's role). */
export const ZWorkspaceInviteRequest = z.object({
  email: ZEmail,
  role: ZWorkspaceRole.exclude(['owner'], { error: 'Invite with a role other than owner.' }),
});
export type TWorkspaceInviteRequest = z.infer<typeof ZWorkspaceInviteRequest>;

export const ZWorkspaceMemberUpdateRequest = z.object({ role: ZWorkspaceRole });
export type TWorkspaceMemberUpdateRequest = z.infer<typeof ZWorkspaceMemberUpdateRequest>;

export const ZWorkspaceResponse = z.object({ success: z.literal(true), data: ZWorkspace });
export const ZWorkspaceListResponse = z.object({ success: z.literal(true), data: z.array(ZWorkspace) });
export type TWorkspaceListResponse = z.infer<typeof ZWorkspaceListResponse>;

/** GET /workspace/{id}/member: the members, and (for owners and admins) the open invitations. */
export const ZWorkspaceMembersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    members: z.array(ZWorkspaceMember),
    invitations: z.array(ZWorkspaceInvitation),
  }),
});
export type TWorkspaceMembersResponse = z.infer<typeof ZWorkspaceMembersResponse>;

export const ZWorkspaceInvitationResponse = z.object({
  success: z.literal(true),
  data: ZWorkspaceInvitation,
});

/** A member's id in a path: `/workspace/{id}/member/{userId}`. */
export const ZWorkspaceMemberParams = z.object({ id: rowIdText(), userId: rowIdText() });
export const ZWorkspaceInvitationParams = z.object({ id: rowIdText(), invitationId: rowIdText() });

/** An invitation's token in a path: base64url, as the server makes them. */
export const ZInvitationTokenParam = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** What an invitation link shows before it is accepted (signed out too): whose, to what, as what. */
export const ZInvitationPreviewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    workspace_name: z.string(),
    invitation_email: z.string(),
    invitation_role: ZWorkspaceRole,
    invitation_invited_by: z.string().nullable(),
    invitation_expires_at: z.string(),
  }),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreviewResponse>['data'];
