import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAudioItem } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { fail } from '@/test/fake-api';
import { makeTag } from '@/test/fake-tags';
import { renderApp } from '@/test/render';
import { libraryServer } from '../testing/library-server';
import { FileListPage } from './file-list-page';

const done = (id: number, name: string, folder = 1): TAudioItem =>
  makeAudioItem(id, name, folder, [makeTranscript(id + 10, 'completed', 100)]);

const renderPage = (route = '/dashboard/') =>
  renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route });

const rowOf = async (name: string) => {
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  const row = rows.find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

async function openTags(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Tags…' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: `Tags of ${name}` })) };
}

describe("the file list's tags", () => {
  it("shows each file's tags as chips in their order, the first two and +n for the rest", async () => {
    const call = done(1, 'call.wav');
    call.audio_tags = [
      { tag_id: 1, tag_name: 'Clients', tag_colour: '#2563eb' },
      { tag_id: 2, tag_name: 'Urgent', tag_colour: '#dc2626' },
      { tag_id: 3, tag_name: 'Q4', tag_colour: '#ca8a04' },
    ];
    libraryServer([call, done(2, 'memo.wav')]);
    renderPage();
    const chips = (await rowOf('call.wav')).getByRole('list', { name: 'Tags' });
    const [first, second, rest] = within(chips).getAllByRole('listitem');
    expect([first?.textContent, second?.textContent]).toEqual(['Clients', 'Urgent']);
    expect(rest).toHaveAttribute('title', 'Q4');
    expect(within(rest as HTMLElement).getByText('+1')).toHaveAttribute('aria-hidden');
    expect(within(rest as HTMLElement).getByText('1 more: Q4')).toHaveClass('sr-only');
    // Readable contrast: white on the blue, near-black on the yellow (never the colour on itself).
    expect(within(chips).getByText('Clients').parentElement).toHaveStyle({ color: '#ffffff' });
    expect((await rowOf('memo.wav')).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it("picks the file's tags from its place's and makes a new one in place with its colour", async () => {
    const files = [done(1, 'call.wav')];
    const tags = [makeTag(1, 'Clients'), makeTag(2, 'Urgent', '#dc2626')];
    const calls = libraryServer(files, tags);
    renderPage();
    const { user, dialog } = await openTags('call.wav');
    await user.click(await dialog.findByRole('checkbox', { name: 'Urgent' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name of a new tag' }), 'Follow-up');
    await user.click(dialog.getByRole('radio', { name: 'Green' }));
    await user.click(dialog.getByRole('button', { name: 'Create tag' }));
    expect(await dialog.findByRole('checkbox', { name: 'Follow-up' })).toBeChecked();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/tag')?.body).toEqual({
      tag_name: 'Follow-up',
      tag_colour: '#16a34a',
    });
    expect(dialog.getByRole('checkbox', { name: 'Clients' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/v1/audio/1/tags',
      body: { tag_ids: [2, 100] },
    });
    expect(await screen.findByText('Tags of call.wav saved.')).toBeInTheDocument();
    const chips = (await rowOf('call.wav')).getByRole('list', { name: 'Tags' });
    await waitFor(() => expect(chips).toHaveTextContent('UrgentFollow-up'));
  });

  it('says why a tag could not be made or the tags not saved, and keeps the dialog open', async () => {
    const files = [done(1, 'call.wav')];
    libraryServer(files, [makeTag(1, 'Clients')], ({ method, path }) =>
      method === 'PUT' && path === '/api/v1/audio/1/tags'
        ? fail(400, 'TAG_NOT_FOR_FILE', 'This tag belongs elsewhere.')
        : undefined,
    );
    renderPage();
    const { user, dialog } = await openTags('call.wav');
    await user.click(await dialog.findByRole('button', { name: 'Create tag' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Tag name cannot be empty.');
    await user.type(dialog.getByRole('textbox', { name: 'Name of a new tag' }), 'clients');
    await user.click(dialog.getByRole('button', { name: 'Create tag' }));
    expect(await dialog.findByText('A tag with this name already exists.')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Clients' }));
    await user.click(dialog.getByRole('button', { name: 'Save tags' }));
    expect(
      await dialog.findByText(/This tag belongs elsewhere: a workspace's files take/),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tags of call.wav' })).toBeInTheDocument();
  });

  it("gives a file in a workspace's folder the workspace's tags, and makes new ones there", async () => {
    const files = [done(1, 'team call.wav', 50)];
    const calls = libraryServer(files, [makeTag(1, 'Mine'), makeTag(7, 'Research notes', '#7c3aed', 3)]);
    renderPage('/dashboard/?folder=50');
    const { user, dialog } = await openTags('team call.wav');
    expect(await dialog.findByRole('checkbox', { name: 'Research notes' })).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: 'Mine' })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Name of a new tag' }), 'Interviews');
    await user.click(dialog.getByRole('button', { name: 'Create tag' }));
    await dialog.findByRole('checkbox', { name: 'Interviews' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      tag_name: 'Interviews',
      tag_colour: '#64748b',
      workspace_id: 3,
    });
    expect(calls.some((c) => c.path === '/api/v1/tag?workspace_id=3')).toBe(true);
  });
});
