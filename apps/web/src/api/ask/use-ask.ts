import type { TAskAnswer, TAskRequest } from '@transcribe/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { askStreaming } from './ask-stream';

export type AskStatus = 'idle' | 'streaming' | 'done' | 'cancelled' | 'failed';

export interface AskState {
  status: AskStatus;
  /** The question being (or last) answered. */
  question: string;
  /** The answer so far while streaming; the whole answer once done. */
  text: string;
  answer: TAskAnswer | undefined;
  error: unknown;
}

const IDLE: AskState = { status: 'idle', question: '', text: '', answer: undefined, error: undefined };

export interface Ask {
  state: AskState;
  /** Asks `question` about the scope (one file, a folder, or the library when empty). */
  ask: (question: string) => void;
  /** Stops the answer being written (the server stops the model). */
  cancel: () => void;
  reset: () => void;
}

/** A question and its streamed answer; `onAnswered` runs when an answer is complete. */
export function useAsk(scope: Omit<TAskRequest, 'question'>, onAnswered?: (answer: TAskAnswer) => void): Ask {
  const [state, setState] = useState<AskState>(IDLE);
  const running = useRef<AbortController | null>(null);
  const { audio_id, folder_id } = scope;

  useEffect(() => () => running.current?.abort(), []);

  const ask = useCallback(
    (question: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ ...IDLE, status: 'streaming', question });
      const body: TAskRequest = { question, audio_id, folder_id };
      askStreaming(
        body,
        (piece) => setState((s) => (running.current === controller ? { ...s, text: s.text + piece } : s)),
        controller.signal,
      ).then(
        (answer) => {
          if (running.current !== controller) return;
          running.current = null;
          setState((s) => ({ ...s, status: 'done', text: answer.answer, answer }));
          onAnswered?.(answer);
        },
        (error: unknown) => {
          if (running.current !== controller) return;
          running.current = null;
          setState((s) => ({ ...s, status: controller.signal.aborted ? 'cancelled' : 'failed', error }));
        },
      );
    },
    [audio_id, folder_id, onAnswered],
  );

  const cancel = useCallback(() => {
    const controller = running.current;
    if (!controller) return;
    controller.abort();
    running.current = null;
    setState((s) => ({ ...s, status: 'cancelled' }));
  }, []);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(IDLE);
  }, []);

  return { state, ask, cancel, reset };
}
