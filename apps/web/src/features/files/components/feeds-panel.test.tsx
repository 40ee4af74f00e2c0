import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { FeedsPanel } from './feeds-panel';

const feed = (id: number, title: string, extra: object = {}) => ({
  feed_id: id,
  feed_url: `https://example.com/${id}.xml`,
  feed_title: title,
  folder_id: null,
  feed_paused: false,
  feed_episodes: 2,
  feed_checked_date: '2026-12-07T10:00:00.000Z',
  feed_error: null,
  feed_create_date: '2026-12-01T10:00:00.000Z',
  ...extra,
});
const MODELS = [
  {
    audio_transcript_model_id: 1,
    audio_transcript_model_name: 'Fast',
    audio_transcript_model_short_name: 'fast',
    audio_transcript_model_icon: null,
    audio_transcript_model_description: 'Built-in, English',
    audio_transcript_model_path: null,
    audio_transcript_model_languages: ['en'],
  },
];
const LANGUAGES = [
  {
    audio_transcript_language_id: 1,
    audio_transcript_language_name: 'English',
    audio_transcript_language_iso_code: 'en',
    audio_transcript_language_icon: null,
  },
];

describe('podcasts panel', () => {
  it('lists the feeds with what came from them, subscribes with the options chosen, pauses and removes', async () => {
    const user = userEvent.setup();
    let feeds = [feed(1, 'Morning news', { feed_error: 'The host example.com could not be found.' })];
    const calls: FakeRequest[] = fakeApi(({ method, path, body }) => {
      if (path.endsWith('/transcript/model')) return { json: { success: true, data: MODELS } };
      if (path.endsWith('/transcript/language')) return { json: { success: true, data: LANGUAGES } };
      if (path === '/api/v1/feeds' && method === 'GET') return { json: { success: true, data: feeds } };
      if (path === '/api/v1/feeds' && method === 'POST') {
        const added = feed(2, 'Readings', { feed_url: (body as { url: string }).url, feed_episodes: 0 });
        feeds = [...feeds, added];
        return { status: 201, json: { success: true, message: 'Subscribed.', data: added } };
      }
      if (path === '/api/v1/feeds/1' && method === 'PATCH') {
        feeds = feeds.map((f) => (f.feed_id === 1 ? { ...f, feed_paused: true } : f));
        return { json: { success: true, message: 'Paused.', data: feeds[0] } };
      }
      if (path === '/api/v1/feeds/1' && method === 'DELETE') {
        feeds = feeds.filter((f) => f.feed_id !== 1);
        return { json: { success: true, message: 'Unsubscribed.' } };
      }
      return fail(404, 'NOT_FOUND', 'nope');
    });
    renderApp(<FeedsPanel />);
    const list = await screen.findByRole('list', { name: 'Podcasts you subscribe to' });
    const news = await within(list).findByRole('listitem');
    expect(news).toHaveTextContent('Morning news');
    expect(news).toHaveTextContent('2 episodes imported');
    expect(news).toHaveTextContent('The host example.com could not be found.');

    await screen.findByRole('option', { name: 'English' });
    await user.type(screen.getByLabelText('Feed address (RSS or Atom)'), 'https://example.com/readings.xml');
    const back = screen.getByLabelText('Episodes to import now');
    await user.clear(back);
    await user.type(back, '5');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed to Readings.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      url: 'https://example.com/readings.xml',
      back_episodes: 5,
      transcription: { audio_transcript_language_id: 1, audio_transcript_model_id: 1 },
    });

    await user.click(within(news).getByRole('button', { name: 'Pause' }));
    expect(await within(list).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await user.click(within(list).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Readings');
  });
});
