import { useTranslation } from 'react-i18next';
import type { AskState } from '@/api/ask/use-ask';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { AnswerText } from './answer-text';
import type { CiteAction } from './citation-action';
import { CitationList, PassageList } from './sources';

interface Props {
  state: AskState;
  action: CiteAction;
  /** Answers about several files name the file of each citation. */
  withFile?: boolean;
}

/** The question being answered: the answer streaming in, then with its citations (and passages). */
export function AskAnswer({ state, action, withFile }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (state.status === 'idle') return null;
  const answer = state.answer;
  // No model answered: the answer would only be the best passages again, and its sources a third time.
  const passagesOnly = answer?.method === 'extractive' && (answer.passages?.length ?? 0) > 0;
  return (
    <article aria-label={t('ask.answerTo', { question: state.question })} className="flex flex-col gap-3">
      <p className="text-sm font-medium text-muted">{state.question}</p>
      <div aria-live="polite" aria-busy={state.status === 'streaming'} className="flex flex-col gap-3">
        {state.status === 'done' && answer ? (
          answer.answer === '' ? (
            <p className="text-muted">{t('ask.noMatch')}</p>
          ) : passagesOnly ? (
            <p className="text-sm text-muted">{t('ask.extractive')}</p>
          ) : (
            <>
              {answer.method === 'extractive' ? (
                <p className="text-sm text-muted">{t('ask.extractive')}</p>
              ) : null}
              <AnswerText
                text={answer.answer}
                citations={answer.citations}
                action={action}
                withFile={withFile}
              />
            </>
          )
        ) : (
          <p className="max-w-prose text-base leading-7 whitespace-pre-line text-fg">{state.text}</p>
        )}
        {state.status === 'streaming' ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner size={14} />
            {t('ask.writing')}
          </p>
        ) : null}
        {state.status === 'cancelled' ? <p className="text-sm text-muted">{t('ask.cancelled')}</p> : null}
        {state.status === 'failed' ? (
          <Notice tone="error">{errorText(state.error, 'ask.failed')}</Notice>
        ) : null}
      </div>
      {answer ? (
        <>
          {passagesOnly ? null : (
            <CitationList citations={answer.citations} action={action} withFile={withFile} />
          )}
          <PassageList passages={answer.passages ?? []} action={action} withFile={withFile} />
        </>
      ) : null}
    </article>
  );
}
