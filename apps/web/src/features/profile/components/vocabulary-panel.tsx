import { VOCABULARY_MAX_WORDS } from '@transcribe/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSaveVocabulary } from '@/api/vocabulary/save-vocabulary';
import { useVocabulary } from '@/api/vocabulary/vocabulary';
import { SectionPanel } from '@/components/section-panel';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fieldClasses } from '@/components/ui/text-field';
import { entriesOf, vocabularyProblem } from '@/components/vocabulary-words';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/** The user's vocabulary: names, jargon and product names the speech engines should expect. */
export function VocabularyPanel() {
  const { t } = useTranslation();
  const vocabulary = useVocabulary();
  return (
    <SectionPanel
      title={t('profile.vocabulary.title')}
      intro={t('profile.vocabulary.intro')}
      pending={vocabulary.isPending}
      error={vocabulary.error}
      failedKey="profile.vocabulary.loadFailed"
      skeletonClassName="h-56"
    >
      {vocabulary.data ? <VocabularyForm saved={vocabulary.data.words} /> : null}
    </SectionPanel>
  );
}

/** The list as one word or phrase per line, checked against the contract's limits before it is sent. */
function VocabularyForm({ saved }: { saved: string[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveVocabulary();
  const [text, setText] = useState(() => saved.join('\n'));
  const [error, setError] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;

  const words = entriesOf(text);
  const changed = !sameList(words, saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = vocabularyProblem(words, t);
    setError(problem);
    if (problem) return field.current?.focus();
    save.mutate(
      { words },
      {
        onSuccess: (stored) => {
          setText(stored.words.join('\n'));
          toast.success(t('profile.vocabulary.saved'));
        },
        onError: (failure) => setError(errorText(failure, 'profile.vocabulary.saveFailed')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('profile.vocabulary.label')}
        </label>
        <textarea
          ref={field}
          id={id}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t('profile.vocabulary.placeholder')}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${countId} ${errorId}` : countId}
          onChange={(event) => setText(event.target.value)}
          className={cn(fieldClasses, 'min-h-40 resize-y py-2 leading-relaxed')}
        />
        <p
          id={countId}
          className={cn('text-xs', words.length > VOCABULARY_MAX_WORDS ? 'text-danger' : 'text-muted')}
        >
          {t('profile.vocabulary.count', { words: words.length, max: VOCABULARY_MAX_WORDS })}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!changed || save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('profile.vocabulary.save')}
        </Button>
      </div>
    </form>
  );
}
