import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFolder } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, type FakeResponse, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { FoldersSection } from './folders-section';

/** A tiny in-memory folder API with the server's shapes. */
function folderServer(initial: Array<{ id: number; name: string; parent: number; files?: number }>) {
  const rows: Array<{ id: number; name: string; parent: number; files?: number }> = [
    { id: 1, name: 'root', parent: 0 },
    ...initial,
  ];
  let nextId = 100;
  const tree = (id: number): TFolder => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`no folder ${id}`);
    const children = rows.filter((r) => r.parent === id).map((r) => tree(r.id));
    return {
      folder_id: row.id,
      folder_name: row.name,
      folder_parent_id: row.parent,
      folder_file_count: children.reduce(
        (sum, child) => sum + (child.folder_file_count ?? 0),
        row.files ?? 0,
      ),
      folder_children: children,
    };
  };
  const calls = fakeApi(({ method, path, body }: FakeRequest) => {
    const id = Number(path.split('/').at(-1));
    const input = body as { folder_name?: string; folder_parent_id?: number };
    if (method === 'GET') return { json: { success: true, data: [tree(1)] } };
    if (method === 'POST') {
      const row = { id: nextId++, name: input.folder_name ?? '', parent: input.folder_parent_id ?? 1 };
      rows.push(row);
      return { status: 201, json: { success: true, message: 'created', data: tree(row.id) } };
    }
    if (method === 'PUT') {
      const row = rows.find((r) => r.id === id);
      if (!row) return fail(404, 'NOT_FOUND', 'Folder not found.');
      if (rows.some((r) => r.parent === row.parent && r.name === input.folder_name)) {
        return fail(409, 'FOLDER_NAME_TAKEN', `A folder named "${input.folder_name}" already exists here.`);
      }
      row.name = input.folder_name ?? row.name;
      return { json: { success: true, message: 'updated', data: tree(id) } };
    }
    rows.splice(
      rows.findIndex((r) => r.id === id),
      1,
    );
    return { json: { success: true, message: 'deleted' } };
  });
  return calls;
}

/** A failing call: the server's message is shown, else the call's own text (`fallback` unset). */
const FAILURES: Array<{ case: string; answer: () => FakeResponse; fallback?: string }> = [
  {
    case: "the server's message",
    answer: () => fail(422, 'NOT_A_KNOWN_CODE', 'The server explains what went wrong.'),
    fallback: 'The server explains what went wrong.',
  },
  { case: 'no message from the server', answer: () => ({ status: 500 }) },
  {
    case: 'the server not reached',
    answer: () => {
      throw new TypeError('Failed to fetch');
    },
  },
];

const renderSection = (route = '/dashboard/') =>
  renderApp(<FoldersSection onNavigate={() => undefined} />, { route });

describe('folders section', () => {
  // Sonner keeps its toasts between renders: one left from an earlier test would be found twice.

  it('shows the empty message when the root has no folders', async () => {
    folderServer([]);
    renderSection();
    expect(await screen.findByText('No folders yet. Create one to organise your files.')).toBeInTheDocument();
  });

  it('creates a folder under the root; the name may not be blank', async () => {
    const user = userEvent.setup();
    const calls = folderServer([]);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Folder name'), '   ');
    expect(within(dialog).getByText('Folder name cannot be empty.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Folder name'));
    await user.type(within(dialog).getByLabelText('Folder name'), '  Interviews ');
    expect(within(dialog).queryByText('Folder name cannot be empty.')).not.toBeInTheDocument();
    await user.click(create);
    expect(await screen.findByText('Folder "Interviews" created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      folder_name: 'Interviews',
      folder_parent_id: 1,
    });
    expect(await screen.findByRole('button', { name: 'Interviews' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a sub-folder from the options menu and shows it in the expanded parent', async () => {
    const user = userEvent.setup();
    const calls = folderServer([{ id: 2, name: 'Clients', parent: 1 }]);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Options for Clients' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add Sub-folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sub-folder in "Clients"' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'Acme{Enter}');
    expect(await screen.findByRole('button', { name: 'Acme' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      folder_name: 'Acme',
      folder_parent_id: 2,
    });
    expect(screen.getByRole('button', { name: 'Collapse Clients' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse Clients' }));
    expect(screen.queryByRole('button', { name: 'Acme' })).not.toBeInTheDocument();
  });

  it('renames with the name prefilled, and shows a name clash in words', async () => {
    const user = userEvent.setup();
    folderServer([
      { id: 2, name: 'Clients', parent: 1 },
      { id: 3, name: 'Drafts', parent: 1 },
    ]);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Options for Drafts' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = within(await screen.findByRole('dialog', { name: 'Rename folder' })).getByLabelText(
      'Folder name',
    );
    expect(input).toHaveValue('Drafts');
    await user.clear(input);
    await user.type(input, 'Clients{Enter}');
    expect(await screen.findByText('A folder with this name already exists here.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Final{Enter}');
    expect(await screen.findByText('Folder "Final" updated.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Final' })).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to Recent Files when the open folder goes', async () => {
    const user = userEvent.setup();
    folderServer([
      { id: 2, name: 'Old', parent: 1, files: 2 },
      { id: 3, name: 'Older', parent: 2, files: 1 },
    ]);
    renderSection('/dashboard/?folder=2');
    await user.click(await screen.findByRole('button', { name: 'Options for Old' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder "Old"?' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    // How many files go with it: its own and its sub-folder's.
    expect(dialog).toHaveTextContent('"Old" and everything in it will be deleted. That is 3 files.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Folder "Old" deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/$/));
    expect(screen.queryByRole('button', { name: 'Old' })).not.toBeInTheDocument();
  });

  it('selecting a folder opens it at /dashboard', async () => {
    const user = userEvent.setup();
    folderServer([{ id: 2, name: 'Clients', parent: 1 }]);
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Clients' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/?folder=2');
    expect(screen.getByRole('button', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(FAILURES)('says so when the folders cannot be loaded: $case', async ({ answer, fallback }) => {
    fakeApi(answer);
    renderSection();
    expect(await screen.findByText('Failed to load folders.')).toBeInTheDocument();
    expect(screen.getByText(fallback ?? 'Failed to fetch folders.')).toBeInTheDocument();
  });

  it.each(FAILURES)('says so when a folder cannot be created: $case', async ({ answer, fallback }) => {
    const user = userEvent.setup();
    const root: TFolder = { folder_id: 1, folder_name: 'root', folder_parent_id: 0, folder_children: [] };
    fakeApi(({ method }) => (method === 'GET' ? { json: { success: true, data: [root] } } : answer()));
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New Folder' }));
    await user.type(await screen.findByLabelText('Folder name'), 'Interviews{Enter}');
    expect(await screen.findByText(fallback ?? 'Failed to create folder.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New folder' })).toBeInTheDocument();
  });
});
