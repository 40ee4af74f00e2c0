import type { Db } from '../database.js';
import { takeOverAudio } from './audio.js';

const RANK = { owner: 0, admin: 1, editor: 2, commenter: 3, viewer: 4 } as const;

/**
 * Before a user's account goes (in its transaction): what they made in each workspace (folders, uploads and
 * the transcripts they asked for) passes to the member with the highest role, longest there, who becomes an
 * owner if the workspace would have none; a workspace with no other member goes with them. Returns the media
 * keys of the files so deleted (journaled by the deletion itself too).
 */
export async function handOverWorkspaces(trx: Db, userId: number): Promise<string[]> {
  const memberships = await trx
    .selectFrom('workspace_members')
    .select(['workspace_id', 'role'])
    .where('user_id', '=', userId)
    .execute();
  const deletedMedia: string[] = [];
  for (const { workspace_id: workspaceId, role } of memberships) {
    const others = await trx
      .selectFrom('workspace_members')
      .select(['user_id', 'role', 'created_at'])
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '!=', userId)
      .execute();
    const heir = others.sort(
      (a, b) => RANK[a.role] - RANK[b.role] || a.created_at.localeCompare(b.created_at),
    )[0];
    const folders = trx.selectFrom('folders').select('id').where('workspace_id', '=', workspaceId);
    if (!heir) {
      const media = await trx
        .selectFrom('audio')
        .select('storage_key')
        .where('folder_id', 'in', folders)
        .execute();
      deletedMedia.push(...media.map((m) => m.storage_key));
      await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
      continue;
    }
    await trx
      .updateTable('folders')
      .set({ user_id: heir.user_id })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
    const uploads = await trx
      .selectFrom('audio')
      .select('id')
      .where('user_id', '=', userId)
      .where('folder_id', 'in', folders)
      .execute();
    await takeOverAudio(
      trx,
      uploads.map((a) => a.id),
      heir.user_id,
    );
    await trx
      .updateTable('transcripts')
      .set({ user_id: heir.user_id })
      .where('user_id', '=', userId)
      .where('audio_id', 'in', trx.selectFrom('audio').select('id').where('folder_id', 'in', folders))
      .execute();
    if (role === 'owner' && !others.some((m) => m.role === 'owner')) {
      await trx
        .updateTable('workspace_members')
        .set({ role: 'owner' })
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', heir.user_id)
        .execute();
    }
  }
  return deletedMedia;
}
