import { VOCABULARY_MAX_WORDS } from '@transcribe/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { useAddToVocabulary } from '@/api/vocabulary/save-vocabulary';
import { useErrorText } from '@/lib/error-text';

/** The "Add 'X' to vocabulary" offer after a correction: the word to add, and adding it. */
export function useAddVocabularyOffer(word: string | undefined, clear: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const add = useAddToVocabulary();
  const { mutate } = add;
  const addWord = useCallback(() => {
    if (!word) return;
    mutate(word, {
      onSuccess: () => {
        clear();
        toast.success(t('transcript.review.vocabularyAdded', { word }));
      },
      onError: (error) =>
        toast.error(
          !(error instanceof z.ZodError)
            ? errorText(error, 'transcript.review.vocabularyFailed')
            : // An issue at words.N is the new word's own (too long); one at words is the list's (full).
              (error.issues[0]?.path.length ?? 0) > 1
              ? t('transcript.review.vocabularyWordInvalid', { word })
              : t('transcript.review.vocabularyFull', { max: VOCABULARY_MAX_WORDS }),
        ),
    });
  }, [word, mutate, clear, t, errorText]);
  return { word, add: addWord, adding: add.isPending };
}
