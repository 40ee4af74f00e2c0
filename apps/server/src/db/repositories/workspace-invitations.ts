import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { WorkspaceInvitationsTable } from '../schema.js';

function invitationRows(db: Db) {
  return db
    .selectFrom('workspace_invitations as i')
    .innerJoin('workspaces', 'workspaces.id', 'i.workspace_id')
    .leftJoin('users as inviter', 'inviter.id', 'i.invited_by')
    .select([
      'i.id',
      'i.workspace_id',
      'i.email',
      'i.role',
      'i.created_at',
      'i.expires_at',
      'inviter.email as invited_by_email',
      'workspaces.name as workspace_name',
    ]);
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByHash>>>;

/** A workspace's invitations still open at `now`, newest first. */
export function openInvitationsOf(db: Db, workspaceId: number, now: string) {
  return invitationRows(db)
    .where('i.workspace_id', '=', workspaceId)
    .where('i.expires_at', '>', now)
    .orderBy('i.id', 'desc')
    .execute();
}

/** Invites `email` anew: an earlier invitation of the same address to the workspace is replaced. */
export async function upsertInvitation(db: Db, values: Insertable<WorkspaceInvitationsTable>) {
  const row = await db
    .insertInto('workspace_invitations')
    .values(values)
    .onConflict((c) =>
      c.columns(['workspace_id', 'email']).doUpdateSet({
        role: values.role,
        token_hash: values.token_hash,
        invited_by: values.invited_by,
        created_at: values.created_at,
        expires_at: values.expires_at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findInvitation(db: Db, workspaceId: number, id: number) {
  return invitationRows(db)
    .where('i.workspace_id', '=', workspaceId)
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** The invitation a token names, if it is still open at `now`. */
export function findInvitationByHash(db: Db, tokenHash: string, now: string) {
  return invitationRows(db)
    .where('i.token_hash', '=', tokenHash)
    .where('i.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteInvitation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('workspace_invitations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
