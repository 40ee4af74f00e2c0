import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAudioItem } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/tokens';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { bulkRoutes } from '../testing/bulk-server';
import { FileListPage } from './file-list-page';

const FOLDERS = [
  {
    folder_id: 1,
    folder_name: 'root',
    folder_parent_id: 0,
    folder_children: [
      {
        folder_id: 2,
        folder_name: 'Clients',
        folder_parent_id: 1,
        folder_children: [
          { folder_id: 4, folder_name: 'Acme calls', folder_parent_id: 2, folder_children: [] },
        ],
      },
      { folder_id: 3, folder_name: 'Drafts', folder_parent_id: 1, folder_children: [] },
    ],
  },
];

function server(
  files: TAudioItem[],
  extra?: (request: FakeRequest) => FakeResponse | Promise<FakeResponse> | undefined,
) {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  const rows = [...files];
  const calls = fakeApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    const { method, path, body } = request;
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/folder') return { json: { success: true, data: FOLDERS } };
    if (method === 'GET' && path.startsWith('/api/v1/audio')) return { json: { success: true, data: rows } };
    const id = Number(path.split('/').at(-1));
    const row = rows.find((r) => r.audio_id === id);
    if (method === 'DELETE' && row) {
      rows.splice(rows.indexOf(row), 1);
      return { json: { success: true, message: `${row.audio_file.file_name} deleted.` } };
    }
    if (method === 'PUT' && row) {
      const change = body as { file_name?: string; file_folder_id?: number };
      if (change.file_name) row.audio_file.file_name = change.file_name;
      if (change.file_folder_id) row.audio_file.file_folder_id = change.file_folder_id;
      return { json: { success: true, message: 'ok', data: row } };
    }
    return fail(404, 'NOT_FOUND', 'Audio file not found.');
  });
  return calls;
}

const renderPage = (route = '/dashboard/') =>
  renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route });

describe('file list', () => {
  it('gives each completed transcript its verdict beside its status', async () => {
    const withQuality = (id: number, unsure_share: number, verdict: 'good' | 'poor') => ({
      ...makeTranscript(id, 'completed', 100),
      audio_transcript_quality: { unsure_share, verdict },
    });
    server([
      makeAudioItem(1, 'read.wav', 1, [withQuality(11, 0.12, 'good')]),
      makeAudioItem(2, 'meeting.wav', 1, [withQuality(12, 0.52, 'poor')]),
    ]);
    renderPage();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0] as HTMLElement).getByTitle(/^Good transcript/)).toHaveTextContent('Good');
    expect(
      within(rows[1] as HTMLElement).getByTitle('Poor transcript: the engine was unsure of 52% of the words'),
    ).toHaveTextContent('Poor');
  });

  it('shows each file with its date, duration, mode and status; an item without audio id is invalid data', async () => {
    server([
      makeAudioItem(1, 'done.wav', 1, [makeTranscript(11, 'completed', 100)]),
      makeAudioItem(2, 'broken.wav', 1, [makeTranscript(12, 'failed', 40)]),
      makeAudioItem(3, 'running.wav', 1, [makeTranscript(13, 'transcribing', 37)]),
      makeAudioItem(0, 'ghost.wav', 1),
    ]);
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('done.wav');
    expect(rows[0]).toHaveTextContent('1m 05s');
    expect(rows[0]).toHaveTextContent('Fast');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(within(rows[2] as HTMLElement).getByRole('progressbar')).toHaveTextContent('37%');
    expect(rows[3]).toHaveTextContent('Invalid file data');
  });

  it('says the folder is empty, or that there are no recent files', async () => {
    server([]);
    renderPage('/dashboard/?folder=3');
    expect(await screen.findByText('This folder is empty.')).toBeInTheDocument();
  });

  it('does not call a folder with sub-folders empty', async () => {
    server([]);
    renderPage('/dashboard/?folder=2');
    expect(
      await screen.findByText('No files directly in this folder; it holds 1 sub-folder (in the sidebar).'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This folder is empty.')).not.toBeInTheDocument();
  });

  it("shows the call's fallback text when the server sends none", async () => {
    server([], ({ path }) => (path.startsWith('/api/v1/audio') ? { status: 502 } : undefined));
    renderPage();
    expect(await screen.findByText('Failed to load audio files.')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch audio files.')).toBeInTheDocument();
  });

  it('says when the server cannot be reached, in the words of the call that failed', async () => {
    server([]);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    await screen.findByText('No recent files to display. Try uploading some!');
    vi.stubGlobal('fetch', failing);
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: 'Transcribe Files' })[0] as HTMLElement);
    expect(
      await screen.findByText(/Could not load languages\. Failed to fetch transcription languages\./),
    ).toBeInTheDocument();
  });

  it('opens a completed transcript; a file still running says so instead', async () => {
    const user = userEvent.setup();
    server([
      makeAudioItem(1, 'done.wav', 1, [makeTranscript(11, 'completed', 100)]),
      makeAudioItem(3, 'running.wav', 1, [makeTranscript(13, 'queued', 0)]),
    ]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'running.wav' }));
    expect(await screen.findByText('running.wav is still being transcribed (0%).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'done.wav' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/transcript/1');
  });

  it('row menu: reachable by keyboard, Escape returns to its button, and Rename submits on Enter', async () => {
    const user = userEvent.setup();
    const calls = server([makeAudioItem(1, 'done.wav', 1, [makeTranscript(11, 'completed', 100)])]);
    renderPage();
    const trigger = await screen.findByRole('button', { name: 'Actions for done.wav' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Actions for done.wav' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Open Transcript',
      'Export Transcript',
      'Download Audio',
      'Rename File',
      'Tags…',
      'Move',
      'Archive',
      'Transcribe again',
      'Delete File',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Open Transcript' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Rename File' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Rename File' }));
    const input = within(await screen.findByRole('dialog', { name: 'Rename file' })).getByLabelText(
      'File name',
    );
    expect(input).toHaveValue('done.wav');
    await user.clear(input);
    await user.type(input, '  Board meeting.wav {Enter}');
    expect(await screen.findByText('File renamed successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ file_name: 'Board meeting.wav' });
    expect(await screen.findByRole('button', { name: 'Board meeting.wav' })).toBeInTheDocument();
  });

  it('an outside click closes the menu', async () => {
    const user = userEvent.setup();
    server([makeAudioItem(1, 'done.wav', 1)]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for done.wav' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Recent Files' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('select all is indeterminate for some; bulk delete asks in the plural, runs as bulk work, and reads the list again', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const bulk = bulkRoutes([{ bulk_status: 'completed', bulk_total: 2, bulk_done: 2 }], () => {
      deleted = true;
    });
    const remaining = makeAudioItem(3, 'c.wav', 1);
    const calls = server(
      [makeAudioItem(1, 'a.wav', 1), makeAudioItem(2, 'b.wav', 1), remaining],
      (request) =>
        bulk.handle(request) ??
        (deleted && request.method === 'GET' && request.path.startsWith('/api/v1/audio')
          ? { json: { success: true, data: [remaining] } }
          : undefined),
    );
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select a.wav' }));
    const all = screen.getByRole('checkbox', { name: 'Select all files' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select b.wav' }));
    const bar = await screen.findByRole('region', { name: 'Selected files' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 files?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const progress = await screen.findByRole('dialog', { name: 'Deleting files' });
    expect(within(progress).getByRole('status')).toHaveTextContent('Done: all 2 files.');
    expect(bulk.started).toEqual([{ selection: { audio_ids: [1, 2] }, operation: { action: 'delete' } }]);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'a.wav' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Selected files' })).not.toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all files' }));
    expect(await screen.findByRole('region', { name: 'Selected files' })).toHaveTextContent('1 selected');
  });

  it('joins two or more selected files, oldest first, into a new file and clears the selection', async () => {
    const user = userEvent.setup();
    const first = { ...makeAudioItem(1, 'part 1.wav', 1), audio_create_date: '2026-11-20T10:00:00.000Z' };
    const second = { ...makeAudioItem(2, 'part 2.wav', 1), audio_create_date: '2026-11-20T10:05:00.000Z' };
    const calls = server([second, first], ({ method, path }) =>
      method === 'POST' && path === '/api/v1/audio/join'
        ? {
            status: 201,
            json: {
              success: true,
              message: 'Files joined.',
              data: makeAudioItem(3, 'part 1 (joined).ogg', 1),
            },
          }
        : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select part 2.wav' }));
    const bar = await screen.findByRole('region', { name: 'Selected files' });
    await user.click(within(bar).getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Star' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Join' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Select part 1.wav' }));
    await user.click(within(bar).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join 2 files into one?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['part 1.wav', 'part 2.wav']);
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Joined into part 1 (joined).ogg.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v1/audio/join')?.body).toEqual({ audio_ids: [1, 2] });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected files' })).not.toBeInTheDocument(),
    );
  });

  it("move: the search keeps ancestors, the file's own folder is no target, and the move is reported", async () => {
    const user = userEvent.setup();
    const calls = server([makeAudioItem(1, 'a.wav', 3)]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for a.wav' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "a.wav"' });
    expect(await within(dialog).findByRole('radio', { name: 'Drafts' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox'), 'ACME');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Clients', 'Acme calls']);
    await user.click(within(dialog).getByRole('radio', { name: 'Acme calls' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    expect(await screen.findByText('Moved a.wav successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ file_folder_id: 4 });
  });

  it('one download at a time: a second one during the first is refused with a warning', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    server([makeAudioItem(1, 'a.wav', 1), makeAudioItem(2, 'b.wav', 1)], ({ path }) =>
      path.startsWith('/api/v1/audio/download/')
        ? new Promise<FakeResponse>((resolve) => {
            release = () => resolve({ status: 200, json: 'bytes' });
          })
        : undefined,
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for a.wav' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download Audio' }));
    expect(await screen.findByText('Starting audio download...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for b.wav' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download Audio' }));
    expect(await screen.findByText('A download is already in progress.')).toBeInTheDocument();
    release();
    expect(await screen.findByText('audio_1.mp3 has started downloading.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
