import { z } from 'zod';
import { hasUnsafeCharacters } from './common.js';

/** How many words and phrases one person's vocabulary holds at most. */
export const VOCABULARY_MAX_WORDS = 500;
/** The longest word or phrase, in characters. */
export const VOCABULARY_WORD_MAX = 64;

export const ZVocabularyWord = z
  .string()
  .trim()
  .min(1, { error: 'A vocabulary entry cannot be empty.' })
  .max(VOCABULARY_WORD_MAX, {
    error: `A vocabulary entry may hold at most ${VOCABULARY_WORD_MAX} characters.`,
  })
  .refine((word) => !hasUnsafeCharacters(word), {
    error: 'A vocabulary entry cannot hold control characters.',
  });

/**
 * A person's own words and phrases (names, jargon, product names) that the speech engines are told to
 * expect. Kept in the order given, without repeats (ignoring case).
 */
export const ZVocabulary = z.object({
  words: z.array(ZVocabularyWord).max(VOCABULARY_MAX_WORDS, {
    error: `A vocabulary holds at most ${VOCABULARY_MAX_WORDS} words and phrases.`,
  }),
});
export type TVocabulary = z.infer<typeof ZVocabulary>;

export const ZVocabularyResponse = z.object({ success: z.literal(true), data: ZVocabulary });
export type TVocabularyResponse = z.infer<typeof ZVocabularyResponse>;
