import { useQueryClient } from '@tanstack/react-query';
import type { TAskAnswer, TAskTurn } from '@transcribe/contract';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskHistory } from '@/api/ask/ask-history';
import { useClearAskHistory } from '@/api/ask/clear-ask-history';
import { useAsk } from '@/api/ask/use-ask';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { AnswerText } from '@/components/ask/answer-text';
import { AskAnswer } from '@/components/ask/ask-answer';
import { AskForm } from '@/components/ask/ask-form';
import type { CiteAction } from '@/components/ask/citation-action';
import { CitationList } from '@/components/ask/sources';
import { Button } from '@/components/ui/button';

interface Props {
  audioId: number;
  transcriptId: number;
  /** Plays the recording from this time (seconds). */
  onSeek: (seconds: number) => void;
}

function Turn({ turn, action }: { turn: TAskTurn; action: CiteAction }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 border-b border-border pb-4 last:border-b-0">
      <p className="text-sm font-medium text-muted">{turn.question}</p>
      {turn.answer === '' ? (
        <p className="text-muted">{t('ask.noMatch')}</p>
      ) : (
        <AnswerText text={turn.answer} citations={turn.citations} action={action} />
      )}
      <CitationList citations={turn.citations} action={action} />
    </li>
  );
}

/**
 * The Ask tab: a question about this transcript, its answer streaming in with a Cancel button, citations
 * that play the recording from their time, and the conversation so far with a Clear button.
 */
export function AskPanel({ audioId, transcriptId, onSeek }: Props) {
  const { t } = useTranslation();
  const historyId = useId();
  const queryClient = useQueryClient();
  const history = useAskHistory(audioId, transcriptId);
  const clear = useClearAskHistory(audioId, transcriptId);
  const onAnswered = useCallback(
    (_answer: TAskAnswer) =>
      void queryClient.invalidateQueries({ queryKey: transcriptKeys.ask(transcriptId) }),
    [queryClient, transcriptId],
  );
  const asking = useAsk({ audio_id: audioId }, onAnswered);
  const action: CiteAction = { onCite: (citation) => onSeek(citation.start) };
  const { status } = asking.state;
  // The answer just given is shown above (with its passages); the history lists the turns before it.
  const turns = history.data ?? [];
  const earlier =
    status === 'done' && turns.at(-1)?.question === asking.state.question ? turns.slice(0, -1) : turns;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <AskForm
        label={t('ask.transcriptLabel')}
        placeholder={t('ask.placeholder')}
        streaming={status === 'streaming'}
        onAsk={asking.ask}
        onCancel={asking.cancel}
      />
      <AskAnswer state={asking.state} action={action} />
      {turns.length > 0 ? (
        <section aria-labelledby={historyId} className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            {/* With only the answer above, the heading names what Clear clears for screen readers alone. */}
            <h3 id={historyId} className={earlier.length > 0 ? 'text-sm font-semibold text-fg' : 'sr-only'}>
              {t('ask.history')}
            </h3>
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto"
              disabled={clear.isPending || status === 'streaming'}
              onClick={() => clear.mutate(undefined, { onSuccess: asking.reset })}
            >
              {t('ask.clear')}
            </Button>
          </div>
          {earlier.length > 0 ? (
            <ol className="flex flex-col gap-4">
              {[...earlier].reverse().map((turn) => (
                <Turn key={turn.id} turn={turn} action={action} />
              ))}
            </ol>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
