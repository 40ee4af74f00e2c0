import { z } from 'zod';
import { ZSummaryTemplateId } from './summary-templates.js';
import { VOCABULARY_MAX_WORDS, ZVocabularyWord } from './vocabulary.js';

/**
 * What a folder or a tag gives the files in it or bearing it: a summary template (their summary by default)
 * and words for the speech engine (added to the owner's vocabulary when they are transcribed). When several
 * apply, the nearest folder comes first (the file's own, then up the tree), then the file's tags in their
 * order: the first template found is used, and the words of all are added in that order.
 */
export const ZFilePromptsFields = {
  summary_template_id: ZSummaryTemplateId.nullable(),
  vocabulary: z.array(ZVocabularyWord).max(VOCABULARY_MAX_WORDS, {
    error: `A vocabulary holds at most ${VOCABULARY_MAX_WORDS} words and phrases.`,
  }),
};

/** Where something that follows a file came from: a folder or a tag, by name. */
export const ZPromptSource = z.object({ kind: z.enum(['folder', 'tag']), name: z.string() });
export type TPromptSource = z.infer<typeof ZPromptSource>;
