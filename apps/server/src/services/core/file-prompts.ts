import { type TPromptSource, type TSummaryTemplateId, VOCABULARY_MAX_WORDS } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { promptHoldersOfFile } from '../../db/repositories/file-prompts.js';
import { findSummaryTemplate } from '../../db/repositories/summary-templates.js';
import { notFound } from '../../domain/app-error.js';
import { templateIdOf, wordsOf } from '../views/file-prompts.js';

/** What follows a file from its folders and tags (the rule: contract's file-prompts.ts). */
export interface FilePrompts {
  /** The first template found, and where; null: none applies. */
  template: { id: TSummaryTemplateId; source: TPromptSource } | null;
  /** The words of all of them, in order, each once (ignoring case). */
  words: string[];
  /** Those that gave words. */
  wordSources: TPromptSource[];
}

export async function promptsOfFile(ctx: AppContext, audioId: number): Promise<FilePrompts> {
  const prompts: FilePrompts = { template: null, words: [], wordSources: [] };
  for (const holder of await promptHoldersOfFile(ctx.db, audioId)) {
    const source = { kind: holder.kind, name: holder.name };
    const id = templateIdOf(holder.summary_template);
    if (id !== null && prompts.template === null) prompts.template = { id, source };
    const words = wordsOf(holder.vocabulary);
    if (words.length > 0) {
      prompts.words.push(...words);
      prompts.wordSources.push(source);
    }
  }
  return prompts;
}

/** Words as a vocabulary keeps them: inner runs of spaces made one, a repeat (ignoring case) left out. */
export function distinctWords(words: string[]): string[] {
  const seen = new Set<string>();
  return words
    .map((word) => word.replace(/\s+/g, ' '))
    .filter((word) => {
      const key = word.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The owner's words, then the file's folders' and tags', each once, within the engine's limit. */
export const withFileWords = (own: string[], prompts: FilePrompts): string[] =>
  distinctWords([...own, ...prompts.words]).slice(0, VOCABULARY_MAX_WORDS);

/** A template a folder or tag may be given by this user: a built-in one, or one of their own (404 otherwise). */
export async function checkTemplateGiven(ctx: AppContext, userId: number, id: TSummaryTemplateId | null) {
  if (typeof id === 'number' && !(await findSummaryTemplate(ctx.db, userId, id)))
    throw notFound('Summary template');
}

/** A template id as its stored column. */
export const storedTemplate = (id: TSummaryTemplateId | null): string | null =>
  id === null ? null : String(id);
