import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TShareLink } from '@transcribe/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { ShareDialog } from './share-dialog';

const TOKEN = 'Q2hlZXNlIGlzIGdvb2QgZm9yIHlvdQ';
const link = (id: number, extra: Partial<TShareLink> = {}): TShareLink => ({
  share_link_id: id,
  share_link_transcript_id: 11,
  share_link_audio_id: 5,
  share_link_audio_name: 'Support call.wav',
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
    link(1, {
      share_link_start: 5,
      share_link_end: 35,
      share_link_expires_at: '2099-01-01T00:00:00.000Z',
      share_link_open_count: 3,
      share_link_last_opened_at: '2026-11-21T09:00:00.000Z',
      share_link_allow_export: true,
    }),
  ];
  calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/v1/audio/transcript/11/share' && method === 'GET')
      return { json: { success: true, data: links } };
    if (path === '/api/v1/audio/transcript/11/share' && method === 'POST') {
      const sent = body as { start?: number; end?: number; allow_export: boolean };
      const created = link(2, {
        share_link_start: sent.start ?? null,
        share_link_end: sent.end ?? null,
        share_link_allow_export: sent.allow_export,
      });
      links = [created, ...links];
      return { status: 201, json: { success: true, data: { ...created, share_link_path: `/s/${TOKEN}` } } };
    }
    if (path === '/api/v1/share/1' && method === 'DELETE') {
      links = links.filter((l) => l.share_link_id !== 1);
      return { json: { success: true, message: 'Link revoked.' } };
    }
    return { status: 404 };
  });
});

function openDialog(position = 0, duration = 0) {
  renderApp(
    <ShareDialog
      open
      onOpenChange={() => undefined}
      transcriptId={11}
      position={position}
      duration={duration}
    />,
  );
  return screen.getByRole('dialog', { name: 'Share transcript' });
}

const posts = () => calls.filter((c) => c.method === 'POST');

describe('the share dialog', () => {
  it("lists the transcript's links with what they show and how they were used", async () => {
    const dialog = openDialog();
    const list = await within(dialog).findByRole('list', { name: 'Links to this transcript' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Link hint1…');
    expect(item).toHaveTextContent(
      /Clip 0:05–0:35 · expires .+ · opened 3 times · last opened .+ · downloads allowed/,
    );
  });

  it('creates a link to the whole recording and shows its full address to copy', async () => {
    const user = userEvent.setup();
    const dialog = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const address = await within(dialog).findByLabelText('Link address');
    expect(address).toHaveValue(`${window.location.origin}/s/${TOKEN}`);
    expect(posts()[0]?.body).toEqual({ allow_export: false });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/s/${TOKEN}`);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The new link joins the list, whole recording, never opened.
    expect(await within(dialog).findByText('Link hint2…')).toBeInTheDocument();
    expect(within(dialog).getByText(/Whole recording · never expires · never opened/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create another link' }));
    expect(within(dialog).queryByLabelText('Link address')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeInTheDocument();
  });

  it("makes a clip from the player's position, with an expiry and downloads", async () => {
    const user = userEvent.setup();
    const dialog = openDialog(65.4, 80);
    await user.click(within(dialog).getByRole('radio', { name: 'A clip' }));
    expect(within(dialog).getByLabelText('Start (m:ss)')).toHaveValue('1:05');
    expect(within(dialog).getByLabelText('End (m:ss)')).toHaveValue('1:20');
    await user.selectOptions(within(dialog).getByLabelText('Link expires'), 'After 7 days');
    await user.click(within(dialog).getByRole('checkbox', { name: /Allow downloads/ }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByLabelText('Link address');
    const sent = posts()[0]?.body as {
      start: number;
      end: number;
      allow_export: boolean;
      expires_at: string;
    };
    expect(sent).toMatchObject({ start: 65, end: 80, allow_export: true });
    const days = (Date.parse(sent.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('refuses a clip time that is not one, or an end before the start', async () => {
    const user = userEvent.setup();
    const dialog = openDialog(10, 80);
    await user.click(within(dialog).getByRole('radio', { name: 'A clip' }));
    const end = within(dialog).getByLabelText('End (m:ss)');
    await user.clear(end);
    await user.type(end, '0:05');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The end must be after the start.');
    await user.clear(end);
    await user.type(end, 'soon');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a time as m:ss, for example 1:05.');
    expect(posts()).toHaveLength(0);
  });

  it('revokes a link', async () => {
    const user = userEvent.setup();
    const dialog = openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Revoke link hint1…' }));
    expect(await within(dialog).findByText('No links to this transcript yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/share/1')).toBe(true);
    expect(await screen.findByText('Link revoked: it no longer opens.')).toBeInTheDocument();
  });
});
