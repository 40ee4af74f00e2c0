import type { TWorkspaceRole } from '@transcribe/contract';
import type { Db } from '../database.js';
import type { AudioRow, FolderRow, TranscriptRow } from '../schema.js';

/**
 * What the caller may do with a thing: 'owner' of their own personal things, their role in the workspace
 * whose folder holds it otherwise. `workspace_id` is that workspace (null: personal).
 */
export interface Access {
  role: TWorkspaceRole;
  workspace_id: number | null;
}

type Row = { access_workspace_id: number | null; access_role: TWorkspaceRole | null; owner_id: number };

/** Their own personal thing, or one of a workspace they are a member of; undefined for anyone else's. */
function accessOf(row: Row, userId: number): Access | undefined {
  if (row.access_workspace_id === null) {
    return row.owner_id === userId ? { role: 'owner', workspace_id: null } : undefined;
  }
  return row.access_role ? { role: row.access_role, workspace_id: row.access_workspace_id } : undefined;
}

/** Folders `f` joined with the caller's membership `m` of the folder's workspace, if any. */
function withMembership(db: Db, userId: number) {
  return db
    .selectFrom('folders as f')
    .leftJoin('workspace_members as m', (join) =>
      join.onRef('m.workspace_id', '=', 'f.workspace_id').on('m.user_id', '=', userId),
    );
}

export async function folderAccess(db: Db, userId: number, id: number) {
  const row = await withMembership(db, userId)
    .selectAll('f')
    .select(['f.workspace_id as access_workspace_id', 'm.role as access_role', 'f.user_id as owner_id'])
    .where('f.id', '=', id)
    .executeTakeFirst();
  const access = row && accessOf(row, userId);
  return access && { folder: row as FolderRow, access };
}

export async function audioAccess(db: Db, userId: number, id: number) {
  const row = await withMembership(db, userId)
    .innerJoin('audio', 'audio.folder_id', 'f.id')
    .selectAll('audio')
    .select(['f.workspace_id as access_workspace_id', 'm.role as access_role', 'audio.user_id as owner_id'])
    .where('audio.id', '=', id)
    .executeTakeFirst();
  const access = row && accessOf(row, userId);
  return access && { audio: row as AudioRow, access };
}

export async function transcriptAccess(db: Db, userId: number, id: number) {
  const row = await withMembership(db, userId)
    .innerJoin('audio', 'audio.folder_id', 'f.id')
    .innerJoin('transcripts', 'transcripts.audio_id', 'audio.id')
    .selectAll('transcripts')
    .select(['f.workspace_id as access_workspace_id', 'm.role as access_role', 'audio.user_id as owner_id'])
    .where('transcripts.id', '=', id)
    .executeTakeFirst();
  const access = row && accessOf(row, userId);
  return access && { transcript: row as TranscriptRow, access };
}
