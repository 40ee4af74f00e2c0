import type { TWorkspace, TWorkspaceCreateRequest } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import {
  deleteWorkspaceRow,
  findMembership,
  insertWorkspace,
  renameWorkspace as renameRow,
  workspaceHasContent,
  workspacesOfUser,
} from '../../db/repositories/workspaces.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { membershipFor } from '../core/workspace-roles.js';
import { toWorkspace } from '../views/workspace.js';

export async function listWorkspaces(ctx: AppContext, userId: number): Promise<TWorkspace[]> {
  return (await workspacesOfUser(ctx.db, userId)).map(toWorkspace);
}

async function workspaceAsSeenBy(ctx: AppContext, userId: number, id: number): Promise<TWorkspace> {
  const row = await findMembership(ctx.db, userId, id);
  if (!row) throw notFound('Workspace');
  return toWorkspace(row);
}

export async function getWorkspace(ctx: AppContext, userId: number, id: number): Promise<TWorkspace> {
  return workspaceAsSeenBy(ctx, userId, id);
}

/** A new workspace, its creator its owner. */
export async function createWorkspace(
  ctx: AppContext,
  userId: number,
  request: TWorkspaceCreateRequest,
): Promise<TWorkspace> {
  const id = await ctx.db
    .transaction()
    .execute((trx) => insertWorkspace(trx, userId, request.workspace_name));
  return workspaceAsSeenBy(ctx, userId, id);
}

export async function renameWorkspace(
  ctx: AppContext,
  userId: number,
  id: number,
  request: TWorkspaceCreateRequest,
): Promise<TWorkspace> {
  await membershipFor(ctx, userId, id, 'manage-workspace');
  await ctx.db.transaction().execute((trx) => renameRow(trx, id, request.workspace_name));
  return workspaceAsSeenBy(ctx, userId, id);
}

/** Deletes an empty workspace (owners only): its folders and files must be moved or deleted first. */
export async function deleteWorkspace(ctx: AppContext, userId: number, id: number): Promise<void> {
  await membershipFor(ctx, userId, id, 'delete-workspace');
  if (await workspaceHasContent(ctx.db, id)) {
    throw new AppError('WORKSPACE_NOT_EMPTY', "Move or delete the workspace's folders and files first.");
  }
  await deleteWorkspaceRow(ctx.db, id);
}
