import type { AppContext } from '../../app-context.js';
import { type Access, audioAccess, folderAccess, transcriptAccess } from '../../db/repositories/access.js';
import type { AudioRow, FolderRow, TranscriptRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { roleAllows, type WorkspaceAction } from './workspace-roles.js';

/**
 * Who may do what with a folder, a file or a transcript, in one place: its owner anything with their own
 * (personal) things; a workspace's members what their role allows with the workspace's, read afresh on
 * every request. Anyone else gets the 404 of a missing id; a member whose role falls short gets 403.
 */
function checked<T extends { access: Access }>(
  found: T | undefined,
  action: WorkspaceAction,
  what: string,
): T {
  if (!found) throw notFound(what);
  if (!roleAllows(found.access.role, action)) {
    throw new AppError(
      'FORBIDDEN',
      `Your role (${found.access.role}) in this workspace does not allow this.`,
    );
  }
  return found;
}

export async function folderFor(
  ctx: AppContext,
  userId: number,
  id: number,
  action: WorkspaceAction,
): Promise<FolderRow & { access: Access }> {
  const { folder, access } = checked(await folderAccess(ctx.db, userId, id), action, 'Folder');
  return { ...folder, access };
}

export async function audioFor(
  ctx: AppContext,
  userId: number,
  id: number,
  action: WorkspaceAction,
): Promise<AudioRow & { access: Access }> {
  const { audio, access } = checked(await audioAccess(ctx.db, userId, id), action, 'Audio file');
  return { ...audio, access };
}

/** `what` names the thing a 404 says is missing (a comment's transcript answers as the comment). */
export async function transcriptFor(
  ctx: AppContext,
  userId: number,
  id: number,
  action: WorkspaceAction,
  what = 'Transcript',
): Promise<TranscriptRow & { access: Access }> {
  const found = await transcriptAccess(ctx.db, userId, id);
  const { transcript, access } = checked(found, action, what);
  return { ...transcript, access };
}
