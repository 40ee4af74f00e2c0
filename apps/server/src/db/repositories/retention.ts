import type { Db } from '../database.js';
import type { RetentionScope } from '../schema.js';

/** Whose rule: a user's (their personal files) or a workspace's (the files in its folders). */
export type RetentionOwner = { userId: number } | { workspaceId: number };

export interface RetentionRule {
  retention_days: number | null;
  retention_scope: RetentionScope;
}

/** Statements stay well below both databases' limits on bound parameters. */
const CHUNK = 500;

export function retentionOf(db: Db, owner: RetentionOwner): Promise<RetentionRule | undefined> {
  return 'userId' in owner
    ? db
        .selectFrom('users')
        .select(['retention_days', 'retention_scope'])
        .where('id', '=', owner.userId)
        .executeTakeFirst()
    : db
        .selectFrom('workspaces')
        .select(['retention_days', 'retention_scope'])
        .where('id', '=', owner.workspaceId)
        .executeTakeFirst();
}

export async function setRetention(db: Db, owner: RetentionOwner, rule: RetentionRule): Promise<void> {
  if ('userId' in owner) await db.updateTable('users').set(rule).where('id', '=', owner.userId).execute();
  else await db.updateTable('workspaces').set(rule).where('id', '=', owner.workspaceId).execute();
}

/** Every rule in force (a number of days set), users' and workspaces'. */
export async function rulesInForce(db: Db): Promise<(RetentionRule & { owner: RetentionOwner })[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'retention_days', 'retention_scope'])
    .where('retention_days', 'is not', null)
    .orderBy('id')
    .execute();
  const workspaces = await db
    .selectFrom('workspaces')
    .select(['id', 'retention_days', 'retention_scope'])
    .where('retention_days', 'is not', null)
    .orderBy('id')
    .execute();
  return [
    ...users.map(({ id, ...rule }) => ({ ...rule, owner: { userId: id } })),
    ...workspaces.map(({ id, ...rule }) => ({ ...rule, owner: { workspaceId: id } })),
  ];
}

/**
 * The files a rule removes: uploaded before `cutoff`, in the owner's folders (a user's personal ones, or
 * the workspace's), oldest first; for scope 'audio' only those whose media is still there. A file with a
 * transcript queued or being transcribed waits for a later run.
 */
export function retentionCandidates(db: Db, owner: RetentionOwner, cutoff: string, scope: RetentionScope) {
  const files = db
    .selectFrom('audio')
    .innerJoin('folders', 'folders.id', 'audio.folder_id')
    .select([
      'audio.id',
      'audio.file_name',
      'audio.folder_id',
      'audio.size_bytes',
      'audio.created_at',
      'audio.storage_key',
    ]);
  const owned =
    'userId' in owner
      ? files.where('audio.user_id', '=', owner.userId).where('folders.workspace_id', 'is', null)
      : files.where('folders.workspace_id', '=', owner.workspaceId);
  return owned
    .where('audio.created_at', '<', cutoff)
    .$if(scope === 'audio', (q) => q.where('audio.media_removed_at', 'is', null))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transcripts')
            .select('transcripts.id')
            .whereRef('transcripts.audio_id', '=', 'audio.id')
            .where('transcripts.status', 'in', ['queued', 'transcribing']),
        ),
      ),
    )
    .orderBy('audio.created_at')
    .orderBy('audio.id')
    .execute();
}

/**
 * Marks the files' media removed (their rows and transcripts stay): the trigger of migration 0020 journals
 * each key in this transaction, and the caller removes the files after the commit. Returns the keys marked.
 */
export async function markMediaRemoved(db: Db, ids: number[], at: string): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .updateTable('audio')
      .set({ media_removed_at: at })
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .where('media_removed_at', 'is', null)
      .returning('storage_key')
      .execute();
    keys.push(...rows.map((row) => row.storage_key));
  }
  return keys;
}

/** Deletes the files with their transcripts (journaled by trigger, migration 0010). Returns their keys. */
export async function deleteAudioRows(db: Db, ids: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .deleteFrom('audio')
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .returning('storage_key')
      .execute();
    keys.push(...rows.map((row) => row.storage_key));
  }
  return keys;
}
