import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAskApi } from '@/test/fake-ask';
import { renderApp } from '@/test/render';
import { AskPage } from './ask-page';

const PASSAGE = {
  ref: 'S1',
  audio_id: 42,
  file_name: 'Board minutes.wav',
  segment_id: 3,
  start: 12.5,
  end: 15,
  text: 'The depot budget was approved.',
  highlights: [
    { start: 4, end: 9 },
    { start: 10, end: 16 },
  ],
};

describe('the library Ask page', () => {
  it('asks a folder, shows the matching passages with the words marked, linking to the transcript at that time', async () => {
    const user = userEvent.setup();
    const { calls, streams } = fakeAskApi(() => undefined);
    renderApp(<AskPage />, { route: '/dashboard/ask?folder=3' });
    expect(screen.getByRole('heading', { name: 'Ask your recordings' })).toBeVisible();
    expect(screen.getByText(/transcripts in this folder and its subfolders/)).toBeVisible();

    await user.type(screen.getByLabelText('Your question'), 'depot budget{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ question: 'depot budget', folder_id: 3 });
    const answer = {
      answer: `${PASSAGE.text} [S1]`,
      method: 'extractive',
      citations: [PASSAGE],
      passages: [PASSAGE],
    };
    streams[0]?.send('text', { text: answer.answer });
    streams[0]?.send('citations', { citations: [PASSAGE] });
    streams[0]?.send('done', answer);
    streams[0]?.end();

    const passages = await screen.findByRole('region', { name: 'Matching passages' });
    expect(
      within(passages)
        .getAllByRole('mark')
        .map((m) => m.textContent),
    ).toEqual(['depot', 'budget']);
    // No model answered: the passage is shown once, as a matching passage, not also as answer and source.
    const links = screen.getAllByRole('link', { name: 'Open Board minutes.wav at 0:12' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/dashboard/transcript/42?t=12.5');
    expect(screen.getByText(/No language model answered/)).toBeVisible();
  });

  it('asks the whole library without a folder, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { calls, streams } = fakeAskApi(() => undefined);
    renderApp(<AskPage />, { route: '/dashboard/ask' });
    await user.type(screen.getByLabelText('Your question'), 'zebras?{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ question: 'zebras?' });
    streams[0]?.send('done', { answer: '', method: 'extractive', citations: [], passages: [] });
    streams[0]?.end();
    expect(await screen.findByText(/Nothing in the transcripts matches/)).toBeVisible();
  });
});
