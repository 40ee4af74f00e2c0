import type { Db } from '../database.js';
import type { FolderRow, MarkdownCopyRow } from '../schema.js';

/** Whose transcripts a Markdown copy setting is for: a user's own files, or a workspace's. */
export type MarkdownOwner = { userId: number } | { workspaceId: number };

const ownerColumn = (owner: MarkdownOwner) =>
  'userId' in owner ? (['user_id', owner.userId] as const) : (['workspace_id', owner.workspaceId] as const);

export function markdownCopyOf(db: Db, owner: MarkdownOwner): Promise<MarkdownCopyRow | undefined> {
  const [column, id] = ownerColumn(owner);
  return db.selectFrom('markdown_copies').selectAll().where(column, '=', id).executeTakeFirst();
}

/** Turns copies on into `folder`, or moves them there. */
export async function saveMarkdownCopy(db: Db, owner: MarkdownOwner, folder: string): Promise<void> {
  const [column] = ownerColumn(owner);
  const updated_at = new Date().toISOString();
  await db
    .insertInto('markdown_copies')
    .values({
      user_id: 'userId' in owner ? owner.userId : null,
      workspace_id: 'workspaceId' in owner ? owner.workspaceId : null,
      folder,
      updated_at,
    })
    .onConflict((conflict) => conflict.column(column).doUpdateSet({ folder, updated_at }))
    .execute();
}

export async function removeMarkdownCopy(db: Db, owner: MarkdownOwner): Promise<void> {
  const [column, id] = ownerColumn(owner);
  await db.deleteFrom('markdown_copies').where(column, '=', id).execute();
}

/** A transcript with its file and the file's folder, as the copy of it needs them. */
export function transcriptWithFile(db: Db, transcriptId: number) {
  return db
    .selectFrom('transcripts')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .innerJoin('folders', 'folders.id', 'audio.folder_id')
    .select([
      'transcripts.id',
      'transcripts.status',
      'transcripts.data',
      'transcripts.language_id',
      'audio.id as audio_id',
      'audio.user_id',
      'audio.file_name',
      'audio.created_at',
      'audio.duration_seconds',
      'audio.folder_id',
      'folders.workspace_id',
    ])
    .where('transcripts.id', '=', transcriptId)
    .executeTakeFirst();
}

/** The folder and its parents up to the root (root last). */
export async function folderChain(db: Db, folderId: number): Promise<FolderRow[]> {
  const chain: FolderRow[] = [];
  let next: number | null = folderId;
  while (next !== null && chain.length < 64) {
    const folder: FolderRow | undefined = await db
      .selectFrom('folders')
      .selectAll()
      .where('id', '=', next)
      .executeTakeFirst();
    if (!folder) break;
    chain.push(folder);
    next = folder.parent_id;
  }
  return chain;
}

/**
 * The newest completed transcript of each of the owner's files (a user's: those outside workspaces), for
 * writing every copy when copies are turned on.
 */
export async function completedTranscriptsOf(db: Db, owner: MarkdownOwner): Promise<number[]> {
  let query = db
    .selectFrom('transcripts')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id')
    .innerJoin('folders', 'folders.id', 'audio.folder_id')
    .select(({ fn }) => fn.max('transcripts.id').as('id'))
    .where('transcripts.status', '=', 'completed')
    .groupBy('transcripts.audio_id');
  query =
    'userId' in owner
      ? query.where('audio.user_id', '=', owner.userId).where('folders.workspace_id', 'is', null)
      : query.where('folders.workspace_id', '=', owner.workspaceId);
  return (await query.execute()).map((row) => Number(row.id));
}

export async function writtenPathOf(db: Db, audioId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('markdown_files')
    .select('path')
    .where('audio_id', '=', audioId)
    .executeTakeFirst();
  return row?.path;
}

export async function noteWrittenPath(db: Db, audioId: number, path: string): Promise<void> {
  const written_at = new Date().toISOString();
  await db
    .insertInto('markdown_files')
    .values({ audio_id: audioId, path, written_at })
    .onConflict((conflict) => conflict.column('audio_id').doUpdateSet({ path, written_at }))
    .execute();
}

/** Every folder in use, with whose it is. */
export function markdownCopies(db: Db): Promise<MarkdownCopyRow[]> {
  return db.selectFrom('markdown_copies').selectAll().execute();
}

/** The newest completed transcript of a file, whose copy stands for the file. */
export async function newestCompletedTranscriptOf(db: Db, audioId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('transcripts')
    .select('id')
    .where('audio_id', '=', audioId)
    .where('status', '=', 'completed')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}
