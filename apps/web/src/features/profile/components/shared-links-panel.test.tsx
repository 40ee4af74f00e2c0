import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TShareLink } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { SharedLinksPanel } from './shared-links-panel';

const link = (id: number, audioId: number, name: string, extra: Partial<TShareLink> = {}): TShareLink => ({
  share_link_id: id,
  share_link_transcript_id: audioId + 100,
  share_link_audio_id: audioId,
  share_link_audio_name: name,
  share_link_hint: `hint${id}`,
  share_link_start: null,
  share_link_end: null,
  share_link_allow_export: false,
  share_link_expires_at: null,
  share_link_created_at: '2026-11-20T10:00:00.000Z',
  share_link_open_count: 0,
  share_link_last_opened_at: null,
  ...extra,
});

let links: TShareLink[];
let calls: FakeRequest[];
beforeEach(() => {
  links = [
    link(1, 5, 'Support call.wav', {
      share_link_open_count: 1,
      share_link_last_opened_at: '2026-11-21T09:00:00Z',
    }),
    link(2, 6, 'Board meeting.mp3', {
      share_link_start: 60,
      share_link_end: 90,
      share_link_expires_at: '2020-01-01T00:00:00Z',
    }),
  ];
  calls = fakeApi(({ method, path }) => {
    if (path === '/api/v1/share' && method === 'GET') return { json: { success: true, data: links } };
    if (path === '/api/v1/share/2' && method === 'DELETE') {
      links = links.filter((l) => l.share_link_id !== 2);
      return { json: { success: true, message: 'Link revoked.' } };
    }
    return { status: 404 };
  });
});

describe('shared links on the Profile page', () => {
  it('lists every link with its file (a link to its transcript) and what it shows', async () => {
    renderApp(<SharedLinksPanel />);
    const list = await screen.findByRole('list', { name: 'Shared links' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Support call.wav' })).toHaveAttribute(
      'href',
      '/dashboard/transcript/5',
    );
    expect(first).toHaveTextContent(/Whole recording · never expires · opened once · last opened/);
    expect(second).toHaveTextContent(/Clip 1:00–1:30 · expired .+ · never opened/);
  });

  it('revokes a link, and says when there are none left', async () => {
    const user = userEvent.setup();
    links = links.slice(1);
    renderApp(<SharedLinksPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoke link hint2…' }));
    expect(await screen.findByText('You have not shared any transcripts yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/share/2')).toBe(true);
  });
});
