import { hasUnsafeCharacters, VOCABULARY_MAX_WORDS, VOCABULARY_WORD_MAX } from '@transcribe/contract';
import type { TFunction } from 'i18next';

/** The entries a text holds: one per line, trimmed, without empty lines. */
export function entriesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What keeps the entries from being saved (the contract's limits), or undefined when they may be sent. */
export function vocabularyProblem(words: string[], t: TFunction): string | undefined {
  if (words.length > VOCABULARY_MAX_WORDS)
    return t('profile.vocabulary.tooMany', { max: VOCABULARY_MAX_WORDS });
  if (words.some((word) => word.length > VOCABULARY_WORD_MAX))
    return t('profile.vocabulary.tooLong', { max: VOCABULARY_WORD_MAX });
  if (words.some(hasUnsafeCharacters)) return t('profile.vocabulary.controlCharacters');
  return undefined;
}
