import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { adminServer, adminState } from '../testing/admin-server';
import { QueuePanel } from './queue-panel';

const job = async (name: string) => {
  const items = within(await screen.findByRole('list', { name: 'Transcriptions in the queue' })).getAllByRole(
    'listitem',
  );
  const found = items.find((item) => item.textContent?.includes(name));
  if (!found) throw new Error(`no job ${name}`);
  return within(found);
};

describe('the queue panel', () => {
  it('shows the counts and each job with its owner, status and error message', async () => {
    adminServer(adminState());
    renderApp(<QueuePanel />);
    const counts = await screen.findAllByRole('definition');
    expect(counts.map((c) => c.textContent)).toEqual(['1', '1', '1']);
    const broken = await job('broken.wav');
    expect(broken.getByText(/by grace@example.com/)).toBeInTheDocument();
    expect(broken.getByText('Failed')).toBeInTheDocument();
    expect(broken.getByText('ffmpeg could not decode the audio')).toBeInTheDocument();
    expect(broken.getByRole('button', { name: 'Retry broken.wav' })).toBeInTheDocument();
    expect(broken.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect((await job('interview.mp3')).getByText('Running 40%')).toBeInTheDocument();
    expect(
      (await job('lecture.wav')).getByRole('button', { name: 'Cancel lecture.wav' }),
    ).toBeInTheDocument();
  });

  it('retries a failed job and cancels a waiting one', async () => {
    const user = userEvent.setup();
    const calls = adminServer(adminState());
    renderApp(<QueuePanel />);
    await user.click((await job('broken.wav')).getByRole('button', { name: 'Retry broken.wav' }));
    expect(await screen.findByText('Transcription of broken.wav queued again.')).toBeInTheDocument();
    await waitFor(async () => expect((await job('broken.wav')).getByText('Queued')).toBeInTheDocument());
    await user.click((await job('lecture.wav')).getByRole('button', { name: 'Cancel lecture.wav' }));
    expect(await screen.findByText('Transcription of lecture.wav cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('lecture.wav')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/v1/admin/transcripts/31/retry',
      '/api/v1/admin/transcripts/33/cancel',
    ]);
  });

  it('says why a retry was refused', async () => {
    const user = userEvent.setup();
    adminServer(adminState(), {
      extra: ({ method }) =>
        method === 'POST' ? fail(409, 'DAILY_LIMIT_REACHED', 'The daily limit is reached.') : undefined,
    });
    const { i18n } = renderApp(<QueuePanel />);
    await user.click((await job('broken.wav')).getByRole('button', { name: 'Retry broken.wav' }));
    expect(await screen.findByText(i18n.t('errors.DAILY_LIMIT_REACHED'))).toBeInTheDocument();
  });

  it('says when the queue is empty', async () => {
    const state = adminState();
    state.jobs = [];
    adminServer(state);
    renderApp(<QueuePanel />);
    expect(await screen.findByText('Nothing is waiting, running or failed.')).toBeInTheDocument();
  });
});
