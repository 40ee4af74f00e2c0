import type { TSummaryTemplateId } from '@transcribe/contract';

/** A stored template column (a built-in template's name, or an own template's id as text) as the API's id. */
export function templateIdOf(stored: string | null): TSummaryTemplateId | null {
  if (stored === null) return null;
  return /^\d+$/.test(stored) ? Number(stored) : (stored as TSummaryTemplateId);
}

/** A stored vocabulary column (a JSON array of words, or null) as its words. */
export const wordsOf = (stored: string | null): string[] =>
  stored === null ? [] : (JSON.parse(stored) as string[]);
