import type { Db } from '../database.js';
import type { TagRow } from '../schema.js';

/** Whose tags: a user's own (for their files outside workspaces) or a workspace's. */
export type TagScope = { userId: number } | { workspaceId: number };

export type TagWithCount = TagRow & { file_count: number };

/** The scope's tags by name, each with how many files bear it. */
export async function listTags(db: Db, scope: TagScope): Promise<TagWithCount[]> {
  let query = db
    .selectFrom('tags')
    .leftJoin('audio_tags', 'audio_tags.tag_id', 'tags.id')
    .selectAll('tags')
    .select((eb) => eb.fn.count<number>('audio_tags.audio_id').as('file_count'))
    .groupBy('tags.id')
    .orderBy('tags.name');
  query =
    'userId' in scope
      ? query.where('tags.user_id', '=', scope.userId).where('tags.workspace_id', 'is', null)
      : query.where('tags.workspace_id', '=', scope.workspaceId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, file_count: Number(row.file_count) }));
}

export function findTag(db: Db, id: number): Promise<TagRow | undefined> {
  return db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tags of these ids (those that exist). */
export function findTags(db: Db, ids: number[]): Promise<TagRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('tags').selectAll().where('id', 'in', ids).execute();
}

export async function insertTag(
  db: Db,
  values: Pick<TagRow, 'user_id' | 'workspace_id' | 'name' | 'colour'>,
): Promise<TagRow> {
  return db
    .insertInto('tags')
    .values({ ...values, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTag(
  db: Db,
  id: number,
  changes: Partial<Pick<TagRow, 'name' | 'colour' | 'summary_template' | 'vocabulary'>>,
): Promise<void> {
  await db.updateTable('tags').set(changes).where('id', '=', id).execute();
}

export async function deleteTag(db: Db, id: number): Promise<void> {
  await db.deleteFrom('tags').where('id', '=', id).execute();
}

/** Every file bearing `fromId` bears `intoId` instead (in the same place among its tags), and `fromId` goes. */
export async function mergeTag(db: Db, fromId: number, intoId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('audio_tags')
      .columns(['audio_id', 'tag_id', 'position'])
      .expression((eb) =>
        eb
          .selectFrom('audio_tags as moved')
          .select(['moved.audio_id', eb.val(intoId).as('tag_id'), 'moved.position'])
          .where('moved.tag_id', '=', fromId)
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('audio_tags as kept')
                  .select('kept.audio_id')
                  .whereRef('kept.audio_id', '=', 'moved.audio_id')
                  .where('kept.tag_id', '=', intoId),
              ),
            ),
          ),
      )
      .execute();
    await trx.deleteFrom('tags').where('id', '=', fromId).execute();
  });
}
