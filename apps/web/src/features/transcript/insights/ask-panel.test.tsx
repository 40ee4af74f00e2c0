import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAskTurn } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { fakeAskApi } from '@/test/fake-ask';
import { renderApp } from '@/test/render';
import { AskPanel } from './ask-panel';

const CITATION = {
  ref: 'S2',
  audio_id: 5,
  file_name: 'Planning.wav',
  segment_id: 9,
  start: 72.4,
  end: 75,
  text: 'The budget was approved in January.',
};
const ANSWER = { answer: 'It was approved in January [S2].', method: 'llm', citations: [CITATION] };

function serve(turns: TAskTurn[] = []) {
  const history = { current: turns };
  const api = fakeAskApi((path, method) => {
    if (path !== '/api/v1/ask/audio/5/history') return undefined;
    if (method === 'DELETE') {
      history.current = [];
      return { success: true, message: 'Cleared.' };
    }
    return { success: true, data: { turns: history.current } };
  });
  return { ...api, history };
}

describe('the Ask tab', () => {
  it('streams the answer in, then its citations play the recording from their time', async () => {
    const user = userEvent.setup();
    const onSeek = vi.fn();
    const { calls, streams, history } = serve();
    renderApp(<AskPanel audioId={5} transcriptId={11} onSeek={onSeek} />);
    await user.type(screen.getByLabelText('Ask about this transcript'), 'When was the budget approved?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    await waitFor(() => expect(streams).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      question: 'When was the budget approved?',
      audio_id: 5,
    });
    const stream = streams[0];
    stream?.send('text', { text: 'It was approved ' });
    expect(await screen.findByText('It was approved')).toBeVisible();
    expect(screen.getByText('Writing the answer…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    stream?.send('text', { text: 'in January [S2].' });
    expect(await screen.findByText('It was approved in January [S2].')).toBeVisible();

    history.current = [
      {
        id: 1,
        question: 'When was the budget approved?',
        created_at: '2025-01-01T00:00:00Z',
        ...ANSWER,
      } as TAskTurn,
    ];
    stream?.send('citations', { citations: [CITATION] });
    stream?.send('done', ANSWER);
    stream?.end();
    const play = await screen.findAllByRole('button', { name: 'Play from 1:12' });
    expect(play).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(play[0] as HTMLElement);
    expect(onSeek).toHaveBeenCalledWith(72.4);
    expect(await screen.findByRole('button', { name: 'Clear' })).toBeVisible();
  });

  it('cancels an answer being written, which aborts the request', async () => {
    const user = userEvent.setup();
    const { calls, streams } = serve();
    renderApp(<AskPanel audioId={5} transcriptId={11} onSeek={vi.fn()} />);
    await user.type(screen.getByLabelText('Ask about this transcript'), 'Budget?{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]?.send('text', { text: 'Partly ' });
    await screen.findByText('Partly');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You stopped this answer.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.signal?.aborted).toBe(true);
  });

  it('shows earlier questions with their citations, and Clear empties them', async () => {
    const user = userEvent.setup();
    const onSeek = vi.fn();
    const { calls } = serve([
      { id: 1, question: 'Who approved it?', created_at: '2025-01-01T00:00:00Z', ...ANSWER } as TAskTurn,
    ]);
    renderApp(<AskPanel audioId={5} transcriptId={11} onSeek={onSeek} />);
    expect(await screen.findByText('Who approved it?')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Play from 1:12' })[1] as HTMLElement);
    expect(onSeek).toHaveBeenCalledWith(72.4);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByText('Who approved it?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
