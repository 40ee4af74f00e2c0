import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSavedView } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { SavedViewsSection } from './saved-views-section';

const view = (id: number, name: string, query: string): TSavedView => ({
  saved_view_id: id,
  saved_view_name: name,
  saved_view_query: query,
  saved_view_created_at: '2026-12-01T10:00:00.000Z',
});

/** The saved-view routes over `views`, changed by the calls; a name already used is refused. */
function viewServer() {
  const views = [
    view(1, 'Unreviewed calls', 'tag=5&reviewed_max=99&sort=date'),
    view(2, 'Old drafts', 'folder_id=3&archived=true'),
  ];
  return fakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/v1/view') return { json: { success: true, data: views } };
    const one = views.find((v) => path === `/api/v1/view/${v.saved_view_id}`);
    if (!one) return fail(404, 'NOT_FOUND', 'Not found.');
    if (method === 'DELETE') {
      views.splice(views.indexOf(one), 1);
      return { json: { success: true, message: 'View deleted.' } };
    }
    const name = (body as { saved_view_name: string }).saved_view_name;
    if (views.some((v) => v !== one && v.saved_view_name === name))
      return fail(409, 'SAVED_VIEW_NAME_TAKEN', 'A view with this name already exists.');
    one.saved_view_name = name;
    return { json: { success: true, message: 'View updated.', data: one } };
  });
}

const renderSection = (route = '/dashboard/') =>
  renderApp(<SavedViewsSection onNavigate={() => undefined} />, { route });

async function openMenu(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Options for the view ${name}` }));
  return user;
}

describe('saved views in the sidebar', () => {
  it('lists each view as a link to its list, with its folder and filters, and marks the one open', async () => {
    const user = userEvent.setup();
    viewServer();
    renderSection();
    const list = within(await screen.findByRole('region', { name: 'Saved views' }));
    const calls = await list.findByRole('link', { name: 'Unreviewed calls' });
    expect(calls).toHaveAttribute('href', '/dashboard/?tag=5&reviewed_max=99&sort=date');
    expect(list.getByRole('link', { name: 'Old drafts' })).toHaveAttribute(
      'href',
      '/dashboard/archive?folder=3',
    );
    expect(calls).not.toHaveAttribute('aria-current');
    await user.click(calls);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/?tag=5&reviewed_max=99&sort=date');
    expect(list.getByRole('link', { name: 'Unreviewed calls' })).toHaveAttribute('aria-current', 'page');
  });

  it('renames a view from its menu; a name already used is refused in the dialog', async () => {
    const calls = viewServer();
    renderSection();
    const user = await openMenu('Unreviewed calls');
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename the view Unreviewed calls' }));
    const field = dialog.getByRole('textbox', { name: 'Name of the view' });
    expect(field).toHaveValue('Unreviewed calls');
    await user.clear(field);
    await user.type(field, 'Old drafts');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You already have a view with this name.');
    await user.clear(field);
    await user.type(field, 'To review');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'To review' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { saved_view_name: 'Old drafts' },
      { saved_view_name: 'To review' },
    ]);
  });

  it('deletes a view after asking; the section goes with the last one', async () => {
    const calls = viewServer();
    renderSection();
    let user = await openMenu('Old drafts');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the view Old drafts?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old drafts' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v1/view/2']);
    user = await openMenu('Unreviewed calls');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the view Unreviewed calls?' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Saved views' })).not.toBeInTheDocument(),
    );
  });
});
