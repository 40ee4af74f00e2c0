import type { TTag } from '@transcribe/contract';
import type { TagWithCount } from '../../db/repositories/tags.js';
import { templateIdOf, wordsOf } from './file-prompts.js';

export function toTag(tag: TagWithCount): TTag {
  return {
    tag_id: tag.id,
    tag_name: tag.name,
    tag_colour: tag.colour,
    tag_workspace_id: tag.workspace_id,
    tag_file_count: tag.file_count,
    tag_summary_template_id: templateIdOf(tag.summary_template),
    tag_vocabulary: wordsOf(tag.vocabulary),
  };
}
