import type { Db } from '../database.js';
import { folderChain } from './markdown-copies.js';

/** A folder's or tag's prompt columns, with its name. */
export interface PromptHolder {
  kind: 'folder' | 'tag';
  name: string;
  summary_template: string | null;
  vocabulary: string | null;
}

/**
 * What may give the file a template or words, in the order they count: its folder, then up the tree, then its
 * tags in their order.
 */
export async function promptHoldersOfFile(db: Db, audioId: number): Promise<PromptHolder[]> {
  const audio = await db.selectFrom('audio').select('folder_id').where('id', '=', audioId).executeTakeFirst();
  if (!audio) return [];
  const folders = (await folderChain(db, audio.folder_id)).map((folder) => ({
    kind: 'folder' as const,
    name: folder.name,
    summary_template: folder.summary_template,
    vocabulary: folder.vocabulary,
  }));
  const tags = await db
    .selectFrom('audio_tags')
    .innerJoin('tags', 'tags.id', 'audio_tags.tag_id')
    .select(['tags.name', 'tags.summary_template', 'tags.vocabulary'])
    .where('audio_tags.audio_id', '=', audioId)
    .orderBy('audio_tags.position')
    .execute();
  return [...folders, ...tags.map((tag) => ({ kind: 'tag' as const, ...tag }))];
}

/** The columns to write for a template and words given (each left as it is when not given). */
export function promptColumns(prompts: { summaryTemplate?: string | null; vocabulary?: string[] }) {
  return {
    ...(prompts.summaryTemplate === undefined ? {} : { summary_template: prompts.summaryTemplate }),
    ...(prompts.vocabulary === undefined
      ? {}
      : { vocabulary: prompts.vocabulary.length === 0 ? null : JSON.stringify(prompts.vocabulary) }),
  };
}
