import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { fail } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { libraryServer } from '../testing/library-server';
import { ArchivePage } from './archive-page';
import { FileListPage } from './file-list-page';

const done = (id: number, name: string) =>
  makeAudioItem(id, name, 1, [makeTranscript(id + 10, 'completed', 100)]);
const archived = (id: number, name: string) => ({
  ...done(id, name),
  audio_archived_at: '2026-11-30T09:00:00.000Z',
});

describe('stars and the Archive in the file list', () => {
  it("stars a file from its row, the button's name saying whether it is starred", async () => {
    const user = userEvent.setup();
    const calls = libraryServer([done(1, 'call.wav')]);
    renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route: '/dashboard/' });
    await user.click(await screen.findByRole('button', { name: 'Star call.wav (not starred)' }));
    expect(
      await screen.findByRole('button', { name: 'Remove the star from call.wav (starred)' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/v1/audio/1',
      body: { starred: true },
    });
    await user.click(screen.getByRole('button', { name: 'Remove the star from call.wav (starred)' }));
    expect(await screen.findByRole('button', { name: 'Star call.wav (not starred)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ starred: false });
  });

  it('says so when the star could not be changed', async () => {
    const user = userEvent.setup();
    libraryServer([done(1, 'call.wav')], [], ({ method }) =>
      method === 'PATCH' ? fail(502, 'INTERNAL', 'Something went wrong on the server.') : undefined,
    );
    renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route: '/dashboard/' });
    await user.click(await screen.findByRole('button', { name: 'Star call.wav (not starred)' }));
    expect(
      await screen.findByText('Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Star call.wav (not starred)' })).toBeInTheDocument();
  });

  it('archives a file from its menu: it leaves the list', async () => {
    const user = userEvent.setup();
    const calls = libraryServer([done(1, 'call.wav'), done(2, 'memo.wav')]);
    renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route: '/dashboard/' });
    await user.click(await screen.findByRole('button', { name: 'Actions for call.wav' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(await screen.findByText('call.wav archived.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Actions for call.wav' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Actions for memo.wav' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ archived: true });
  });
});

describe('the Archive', () => {
  const renderArchive = (route = '/dashboard/archive') => renderApp(<ArchivePage />, { route });

  it('lists the archived files only, each with Restore, which brings it back', async () => {
    const user = userEvent.setup();
    const calls = libraryServer([done(1, 'current.wav'), archived(2, 'old call.wav')]);
    renderArchive();
    expect(await screen.findByRole('heading', { name: 'Archive', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await within(table).findByText('old call.wav');
    expect(within(table).queryByText('current.wav')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith('/api/v1/audio?'))?.path).toBe(
      '/api/v1/audio?limit=100&archived=true',
    );
    expect(screen.queryByRole('button', { name: 'Transcribe Files' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Restore old call.wav' }));
    expect(await screen.findByText('old call.wav restored.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/v1/audio/2',
      body: { archived: false },
    });
    expect(await screen.findByText('No archived files here.')).toBeInTheDocument();
  });

  it("offers Restore in an archived file's menu too", async () => {
    const user = userEvent.setup();
    libraryServer([archived(2, 'old call.wav')]);
    renderArchive();
    await user.click(await screen.findByRole('button', { name: 'Actions for old call.wav' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Restore' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it("shows a folder's archive under the folder's name, with a way to the whole one", async () => {
    const calls = libraryServer([]);
    renderArchive('/dashboard/archive?folder=3');
    expect(await screen.findByRole('heading', { name: 'Archive: Drafts', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all your archived files' })).toHaveAttribute(
      'href',
      '/dashboard/archive',
    );
    await screen.findByText('No archived files here.');
    expect(calls.find((c) => c.path.startsWith('/api/v1/audio?'))?.path).toBe(
      '/api/v1/audio?limit=100&folder_id=3&archived=true',
    );
  });
});
