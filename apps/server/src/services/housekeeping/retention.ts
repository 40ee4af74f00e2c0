import { RETENTION_PREVIEW_MAX_FILES, type TRetention, type TRetentionPreview } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import {
  type RetentionOwner,
  type RetentionRule,
  retentionCandidates,
  retentionOf,
  setRetention,
} from '../../db/repositories/retention.js';
import { notFound } from '../../domain/app-error.js';
import { membershipFor } from '../core/workspace-roles.js';

const DAY_MS = 86_400_000;

/**
 * Retention rules: a user's covers their personal files, a workspace's the files in its folders (whoever
 * uploaded them). A file's age counts from its upload. Housekeeping enforces them (services/housekeeping/retention-run).
 */
export async function filesDue(db: Db, owner: RetentionOwner, rule: RetentionRule, now: number) {
  if (rule.retention_days === null) return [];
  const cutoff = new Date(now - rule.retention_days * DAY_MS).toISOString();
  return retentionCandidates(db, owner, cutoff, rule.retention_scope);
}

async function ruleOf(ctx: AppContext, owner: RetentionOwner): Promise<TRetention> {
  const rule = await retentionOf(ctx.db, owner);
  if (!rule) throw notFound('userId' in owner ? 'User' : 'Workspace');
  return rule;
}

async function previewOf(ctx: AppContext, owner: RetentionOwner, now: number): Promise<TRetentionPreview> {
  const rule = await ruleOf(ctx, owner);
  const due = await filesDue(ctx.db, owner, rule, now);
  return {
    ...rule,
    preview_file_count: due.length,
    preview_bytes: due.reduce((sum, file) => sum + file.size_bytes, 0),
    preview_files: due.slice(0, RETENTION_PREVIEW_MAX_FILES).map((file) => ({
      file_id: file.id,
      file_name: file.file_name,
      file_folder_id: file.folder_id,
      file_size_bytes: file.size_bytes,
      file_create_date: file.created_at,
    })),
  };
}

export const getUserRetention = (ctx: AppContext, userId: number) => ruleOf(ctx, { userId });

export async function setUserRetention(ctx: AppContext, userId: number, rule: TRetention) {
  await setRetention(ctx.db, { userId }, rule);
  return ruleOf(ctx, { userId });
}

export const previewUserRetention = (ctx: AppContext, userId: number, now = Date.now()) =>
  previewOf(ctx, { userId }, now);

/** Any member may read the workspace's rule (their uploads there follow it). */
export async function getWorkspaceRetention(ctx: AppContext, userId: number, workspaceId: number) {
  await membershipFor(ctx, userId, workspaceId, 'read');
  return ruleOf(ctx, { workspaceId });
}

/** Owners and admins set it. */
export async function setWorkspaceRetention(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  rule: TRetention,
) {
  await membershipFor(ctx, userId, workspaceId, 'manage-workspace');
  await setRetention(ctx.db, { workspaceId }, rule);
  return ruleOf(ctx, { workspaceId });
}

/** Owners and admins see what the next run removes. */
export async function previewWorkspaceRetention(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  now = Date.now(),
) {
  await membershipFor(ctx, userId, workspaceId, 'manage-workspace');
  return previewOf(ctx, { workspaceId }, now);
}
