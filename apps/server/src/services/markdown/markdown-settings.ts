import { resolve } from 'node:path';
import type { TMarkdownExport, TMarkdownExportRequest } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import {
  type MarkdownOwner,
  markdownCopies,
  markdownCopyOf,
  removeMarkdownCopy,
  saveMarkdownCopy,
} from '../../db/repositories/markdown-copies.js';
import { findUserById } from '../../db/repositories/users.js';
import { findWorkspace } from '../../db/repositories/workspaces.js';
import { AppError } from '../../domain/app-error.js';
import {
  MARKDOWN_COPY_JOB,
  MARKDOWN_COPY_JOB_OPTIONS,
  type MarkdownCopyData,
} from '../core/markdown-copies.js';
import { membershipFor } from '../core/workspace-roles.js';

/** The user's Markdown copies of their own files (those outside workspaces). */
export async function getUserMarkdownExport(ctx: AppContext, userId: number): Promise<TMarkdownExport> {
  const user = await findUserById(ctx.db, userId);
  return settingOf(ctx, { userId }, user?.email.split('@')[0] ?? `user-${userId}`);
}

export async function setUserMarkdownExport(
  ctx: AppContext,
  userId: number,
  request: TMarkdownExportRequest,
): Promise<TMarkdownExport> {
  await applySetting(ctx, { userId }, request);
  return getUserMarkdownExport(ctx, userId);
}

/** A workspace's copies of the files in its folders: members read the setting, owners and admins set it. */
export async function getWorkspaceMarkdownExport(ctx: AppContext, userId: number, workspaceId: number) {
  await membershipFor(ctx, userId, workspaceId, 'read');
  const workspace = await findWorkspace(ctx.db, workspaceId);
  return settingOf(ctx, { workspaceId }, workspace?.name ?? `workspace-${workspaceId}`);
}

export async function setWorkspaceMarkdownExport(
  ctx: AppContext,
  userId: number,
  workspaceId: number,
  request: TMarkdownExportRequest,
): Promise<TMarkdownExport> {
  await membershipFor(ctx, userId, workspaceId, 'manage-workspace');
  await applySetting(ctx, { workspaceId }, request);
  return getWorkspaceMarkdownExport(ctx, userId, workspaceId);
}

async function settingOf(ctx: AppContext, owner: MarkdownOwner, suggested: string): Promise<TMarkdownExport> {
  const row = await markdownCopyOf(ctx.db, owner);
  const folder = row?.folder ?? suggestedFolder(suggested);
  return {
    markdown_export_enabled: row !== undefined,
    markdown_export_folder: folder,
    markdown_export_location: resolve(ctx.config.markdownExportDir, folder),
  };
}

/**
 * Turns copies on (or moves them to another folder: every copy is written again there, and the old ones
 * removed) or off (the copies written stay: they are the user's notes now). A folder another user or
 * workspace writes into, or one inside or around theirs, is refused: no one's copies land among another's.
 */
async function applySetting(ctx: AppContext, owner: MarkdownOwner, request: TMarkdownExportRequest) {
  if (!request.markdown_export_enabled) {
    await removeMarkdownCopy(ctx.db, owner);
    return;
  }
  const folder = request.markdown_export_folder;
  const before = await markdownCopyOf(ctx.db, owner);
  const taken = (await markdownCopies(ctx.db)).find(
    (row) => row.id !== before?.id && overlaps(row.folder, folder),
  );
  if (taken) {
    throw new AppError(
      'MARKDOWN_FOLDER_TAKEN',
      `The folder "${taken.folder}" already receives someone else's copies. Please choose another one.`,
    );
  }
  if (before?.folder === folder) return;
  await ctx.db.transaction().execute(async (trx) => {
    await saveMarkdownCopy(trx, owner, folder);
    await ctx.queue.sendJob<MarkdownCopyData>(trx, MARKDOWN_COPY_JOB, { owner }, MARKDOWN_COPY_JOB_OPTIONS);
  });
}

/** Folders one of which holds the other (case-insensitively, as on macOS and Windows). */
function overlaps(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}

/** A name made a folder name the contract accepts. */
function suggestedFolder(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return cleaned.slice(0, 60) || 'notes';
}
