import type { AppContext } from '../../app-context.js';
import { saveVocabulary, vocabularyOf } from '../../db/repositories/vocabularies.js';
import { distinctWords } from '../core/file-prompts.js';

/** The user's words and phrases for the speech engines, in their order. */
export function getVocabulary(ctx: AppContext, userId: number): Promise<string[]> {
  return vocabularyOf(ctx.db, userId);
}

/**
 * Replaces the user's vocabulary (already validated by the contract: trimmed, limited): inner runs of
 * spaces become one, and a repeat (ignoring case) keeps its first spelling. Returns what was stored.
 */
export async function setVocabulary(ctx: AppContext, userId: number, words: string[]): Promise<string[]> {
  const kept = distinctWords(words);
  await saveVocabulary(ctx.db, userId, kept);
  return kept;
}
