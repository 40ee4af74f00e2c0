import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCreateSavedViewRequest } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { makeAudioItem } from '@/test/audio-items';
import { fail } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { libraryServer } from '../testing/library-server';
import { ArchivePage } from './archive-page';
import { FileListPage } from './file-list-page';

/** POST /api/v1/view as the server answers it: a name already used is refused. */
function viewServer() {
  return libraryServer([makeAudioItem(1, 'a.wav', 3)], [], ({ method, path, body }) => {
    if (method !== 'POST' || path !== '/api/v1/view') return undefined;
    const view = body as TCreateSavedViewRequest;
    if (view.saved_view_name === 'Calls')
      return fail(409, 'SAVED_VIEW_NAME_TAKEN', 'A view with this name already exists.');
    return {
      status: 201,
      json: {
        success: true,
        message: 'View saved.',
        data: { saved_view_id: 4, ...view, saved_view_created_at: '2026-12-01T10:00:00.000Z' },
      },
    };
  });
}

describe('Save view', () => {
  it("keeps the list's filters, sort and folder under a name; a refusal is shown in the dialog", async () => {
    const user = userEvent.setup();
    const calls = viewServer();
    renderApp(<FileListPage title={<h1>Drafts</h1>} />, {
      route: '/dashboard/?folder=3&sort=name&tag=5&reviewed_max=99',
    });
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this view' }));
    const name = dialog.getByRole('textbox', { name: 'Name of the view' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please name the view.');
    await user.type(name, 'Calls');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You already have a view with this name.');
    await user.clear(name);
    await user.type(name, 'Unreviewed drafts');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View Unreviewed drafts saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save this view' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/view').map((c) => c.body)).toEqual([
      { saved_view_name: 'Calls', saved_view_query: 'tag=5&reviewed_max=99&sort=name&folder_id=3' },
      {
        saved_view_name: 'Unreviewed drafts',
        saved_view_query: 'tag=5&reviewed_max=99&sort=name&folder_id=3',
      },
    ]);
  });

  it("keeps the Archive's view as the Archive", async () => {
    const user = userEvent.setup();
    const calls = viewServer();
    renderApp(<ArchivePage />, { route: '/dashboard/archive?starred=true' });
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this view' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name of the view' }), 'Old stars');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View Old stars saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v1/view')?.body).toEqual({
      saved_view_name: 'Old stars',
      saved_view_query: 'starred=true&archived=true',
    });
  });
});
