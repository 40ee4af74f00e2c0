import type { TAdminUser, TAdminUserList, TAdminUserUpdateRequest, TAuditEntry } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { deleteUserRows } from '../../db/repositories/account-data.js';
import {
  type AdminUserRow,
  adminUserById,
  adminUserCount,
  adminUserRows,
} from '../../db/repositories/admin-users.js';
import { auditEntries, insertAuditEntry } from '../../db/repositories/audit-log.js';
import { revokeAllForUser } from '../../db/repositories/refresh-tokens.js';
import { findUserById, updateUser } from '../../db/repositories/users.js';
import type { UserRow } from '../../db/schema.js';
import { AppError, notFound, sessionExpired } from '../../domain/app-error.js';
import { isAdministrator } from '../core/administrators.js';
import { removeDeletedMedia } from '../core/media-journal.js';

/** The signed-in administrator; 403 for anyone else (they know the console exists, not what it holds). */
export async function requireAdministrator(ctx: AppContext, userId: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  if (!isAdministrator(ctx, user)) throw new AppError('FORBIDDEN', 'Only administrators may do this.');
  return user;
}

function toAdminUser(ctx: AppContext, row: AdminUserRow): TAdminUser {
  return {
    user_id: row.id,
    user_email: row.email,
    user_full_name: row.full_name,
    user_plan: row.plan,
    user_is_admin: isAdministrator(ctx, row),
    user_disabled_at: row.disabled_at,
    user_created_at: row.created_at,
    user_usage_today: Number(row.usage_today ?? 0),
    user_llm_tokens_today: Number(row.llm_tokens_today ?? 0),
    user_file_count: Number(row.file_count ?? 0),
    user_storage_bytes: Number(row.storage_bytes ?? 0),
  };
}

export async function listUsers(
  ctx: AppContext,
  query: { q: string; page: number; page_size: number },
): Promise<TAdminUserList> {
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, total] = await Promise.all([
    adminUserRows(ctx.db, query.q, page),
    adminUserCount(ctx.db, query.q),
  ]);
  return {
    users: rows.map((row) => toAdminUser(ctx, row)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * The account an administrator acts on. Their own, only to change its plan: disabling or deleting it here
 * could leave the install without anyone to administer it.
 */
async function targetUser(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  change: 'disable' | 'change' | 'delete',
): Promise<AdminUserRow> {
  const row = await adminUserById(ctx.db, id);
  if (!row) throw notFound('User');
  if (row.id === admin.id && change !== 'change') {
    throw new AppError('VALIDATION_FAILED', `You cannot ${change} your own account here.`);
  }
  return row;
}

/**
 * Changes a user's plan and/or disables or enables the account. Disabling ends every session at once (the
 * refresh tokens are revoked, and every request checks the account); their API keys stop as well.
 */
export async function updateUserAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  change: TAdminUserUpdateRequest,
): Promise<TAdminUser> {
  const row = await targetUser(ctx, admin, id, change.disabled === undefined ? 'change' : 'disable');
  await ctx.db.transaction().execute(async (trx) => {
    const disabledAt =
      change.disabled === undefined ? undefined : change.disabled ? new Date().toISOString() : null;
    await updateUser(trx, id, {
      ...(change.plan ? { plan: change.plan } : {}),
      ...(disabledAt !== undefined ? { disabled_at: disabledAt } : {}),
    });
    if (change.disabled) await revokeAllForUser(trx, id);
    await insertAuditEntry(trx, {
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'user.update',
      target: `user:${id}`,
      details: JSON.stringify({ email: row.email, ...change }),
    });
  });
  const updated = await adminUserById(ctx.db, id);
  if (!updated) throw notFound('User');
  return toAdminUser(ctx, updated);
}

/** Deletes a user with everything of theirs (their workspace work handed over, as their own deletion does). */
export async function deleteUserAsAdmin(ctx: AppContext, admin: UserRow, id: number): Promise<string> {
  const row = await targetUser(ctx, admin, id, 'delete');
  const media = await deleteUserRows(ctx.db, id);
  await insertAuditEntry(ctx.db, {
    actor_id: admin.id,
    actor_email: admin.email,
    action: 'user.delete',
    target: `user:${id}`,
    details: JSON.stringify({ email: row.email, files: Number(row.file_count ?? 0) }),
  });
  await removeDeletedMedia(ctx, media);
  return row.email;
}

export async function auditLog(ctx: AppContext, query: { page: number; page_size: number }) {
  const rows = await auditEntries(ctx.db, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const entries: TAuditEntry[] = rows.map((row) => ({
    audit_id: row.id,
    audit_actor_email: row.actor_email,
    audit_action: row.action,
    audit_target: row.target,
    audit_details: JSON.parse(row.details) as Record<string, unknown>,
    audit_created_at: row.created_at,
  }));
  return { entries, page: query.page, page_size: query.page_size };
}
