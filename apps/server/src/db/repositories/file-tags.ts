import type { Db } from '../database.js';
import type { TagRow } from '../schema.js';
import type { TagScope } from './tags.js';

export type FileTag = Pick<TagRow, 'id' | 'name' | 'colour'>;

/** The file's tags become these, in this order. */
export async function setFileTags(db: Db, audioId: number, tagIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('audio_tags').where('audio_id', '=', audioId).execute();
    if (tagIds.length === 0) return;
    await trx
      .insertInto('audio_tags')
      .values(tagIds.map((tagId, position) => ({ audio_id: audioId, tag_id: tagId, position })))
      .execute();
  });
}

/** A file moved to another owner's place keeps only the tags of that place (none of the old one's). */
export async function dropTagsOutsideScope(db: Db, audioId: number, scope: TagScope): Promise<void> {
  await db
    .deleteFrom('audio_tags')
    .where('audio_id', '=', audioId)
    .where('tag_id', 'not in', (eb) => {
      const tags = eb.selectFrom('tags').select('tags.id');
      return 'userId' in scope
        ? tags.where('tags.user_id', '=', scope.userId).where('tags.workspace_id', 'is', null)
        : tags.where('tags.workspace_id', '=', scope.workspaceId);
    })
    .execute();
}

/** Each file's tags, in their order; files without tags are absent. */
export async function tagsOfFiles(db: Db, audioIds: number[]): Promise<Map<number, FileTag[]>> {
  const byFile = new Map<number, FileTag[]>();
  if (audioIds.length === 0) return byFile;
  const rows = await db
    .selectFrom('audio_tags')
    .innerJoin('tags', 'tags.id', 'audio_tags.tag_id')
    .select(['audio_tags.audio_id', 'tags.id', 'tags.name', 'tags.colour'])
    .where('audio_tags.audio_id', 'in', audioIds)
    .orderBy('audio_tags.audio_id')
    .orderBy('audio_tags.position')
    .execute();
  for (const { audio_id, ...tag } of rows) {
    const list = byFile.get(audio_id) ?? [];
    list.push(tag);
    byFile.set(audio_id, list);
  }
  return byFile;
}

/** The names of the file's tags, in their order. */
export async function tagNamesOfFile(db: Db, audioId: number): Promise<string[]> {
  return ((await tagsOfFiles(db, [audioId])).get(audioId) ?? []).map((tag) => tag.name);
}
