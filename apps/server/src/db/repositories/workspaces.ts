import type { TWorkspaceRole } from '@transcribe/contract';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../database.js';
import { utcDay } from './daily-usage.js';

/** The user's workspaces with their role in each, how many members each has and its transcriptions today. */
export function workspacesOfUser(db: Db, userId: number) {
  return workspaceRows(db, userId).orderBy('workspaces.name').orderBy('workspaces.id').execute();
}

/** One workspace the user is a member of (with their role); undefined otherwise. */
export function findMembership(db: Db, userId: number, workspaceId: number) {
  return workspaceRows(db, userId).where('workspaces.id', '=', workspaceId).executeTakeFirst();
}
export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

function workspaceRows(db: Db, userId: number) {
  return db
    .selectFrom('workspaces')
    .innerJoin('workspace_members as me', 'me.workspace_id', 'workspaces.id')
    .where('me.user_id', '=', userId)
    .select((eb) => [
      'workspaces.id',
      'workspaces.name',
      'workspaces.plan',
      'workspaces.created_at',
      'me.role',
      eb
        .selectFrom('workspace_members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.workspace_id', '=', 'workspaces.id')
        .as('member_count'),
      eb
        .selectFrom('workspace_daily_usage as u')
        .select('u.count')
        .whereRef('u.workspace_id', '=', 'workspaces.id')
        .where('u.day', '=', utcDay())
        .as('usage_today'),
    ]);
}

export function findWorkspace(db: Db, id: number) {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setWorkspacePlan(db: Db, id: number, plan: 'free' | 'premium'): Promise<void> {
  await db.updateTable('workspaces').set({ plan }).where('id', '=', id).execute();
}

/** A new workspace with its creator as owner and its top folder (named as the workspace); in a transaction. */
export async function insertWorkspace(db: Db, userId: number, name: string): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('workspaces')
    .values({ name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('workspace_members')
    .values({ workspace_id: id, user_id: userId, role: 'owner', created_at: now })
    .execute();
  await db
    .insertInto('folders')
    .values({ user_id: userId, name, parent_id: null, workspace_id: id, created_at: now })
    .execute();
  return id;
}

/** Renames the workspace and its top folder with it. */
export async function renameWorkspace(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('workspaces').set({ name }).where('id', '=', id).execute();
  await db
    .updateTable('folders')
    .set({ name })
    .where('workspace_id', '=', id)
    .where('parent_id', 'is', null)
    .execute();
}

export async function deleteWorkspaceRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('workspaces').where('id', '=', id).execute();
}

/** Whether the workspace holds anything but its empty top folder (such a workspace is not deleted in one click). */
export async function workspaceHasContent(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('folders')
    .select((eb) => [
      eb.fn.countAll<number>().as('folders'),
      eb
        .selectFrom('audio')
        .innerJoin('folders as f', 'f.id', 'audio.folder_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where('f.workspace_id', '=', id)
        .as('files'),
    ])
    .where('workspace_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.folders) > 1 || Number(row.files) > 0;
}

export function membersOf(db: Db, workspaceId: number) {
  return db
    .selectFrom('workspace_members')
    .innerJoin('users', 'users.id', 'workspace_members.user_id')
    .select([
      'users.id as user_id',
      'users.email',
      'users.full_name',
      'workspace_members.role',
      'workspace_members.created_at',
    ])
    .where('workspace_members.workspace_id', '=', workspaceId)
    .orderBy('workspace_members.created_at')
    .orderBy('users.id')
    .execute();
}
export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

export async function addMember(db: Db, workspaceId: number, userId: number, role: TWorkspaceRole) {
  await db
    .insertInto('workspace_members')
    .values({ workspace_id: workspaceId, user_id: userId, role, created_at: new Date().toISOString() })
    .onConflict((c) => c.columns(['workspace_id', 'user_id']).doNothing())
    .execute();
}

export async function setMemberRole(db: Db, workspaceId: number, userId: number, role: TWorkspaceRole) {
  const result = await db
    .updateTable('workspace_members')
    .set({ role })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function removeMember(db: Db, workspaceId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('workspace_members')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function ownerCount(db: Db, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('workspace_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inside a transaction: holds the workspace's row until it ends, so two changes of its members (each owner
 * demoting the other) cannot both see two owners. SQLite runs one transaction at a time anyway.
 */
export async function lockWorkspace(trx: Db, id: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectFrom('workspaces').select('id').where('id', '=', id).forUpdate().execute();
  }
}
