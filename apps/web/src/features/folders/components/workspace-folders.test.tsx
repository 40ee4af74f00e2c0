import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFolder, TWorkspaceRole } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { FolderTitle } from './folder-title';
import { FoldersSection } from './folders-section';

const folder = (id: number, name: string, parent: number, children: TFolder[] = [], workspace?: number) => ({
  folder_id: id,
  folder_name: name,
  folder_parent_id: parent,
  ...(workspace ? { folder_workspace_id: workspace } : {}),
  folder_children: children,
});

/** Ada's own tree, then the top folder of workspace 3, "Research", with one sub-folder. */
const TREES = [
  folder(1, 'root', 0, [folder(2, 'Clients', 1)]),
  folder(50, 'Research', 0, [folder(51, 'Interviews', 50, [], 3)], 3),
];

function serve(role: TWorkspaceRole) {
  return fakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/v1/folder') return { json: { success: true, data: TREES } };
    if (method === 'POST' && path === '/api/v1/folder')
      return {
        status: 201,
        json: { success: true, message: 'created', data: folder(52, 'Notes', 50, [], 3) },
      };
    if (method === 'GET' && path === '/api/v1/workspace')
      return {
        json: {
          success: true,
          data: [
            {
              workspace_id: 3,
              workspace_name: 'Research',
              workspace_role: role,
              workspace_member_count: 2,
              workspace_plan: 'free',
              workspace_usage_today: 0,
              workspace_daily_limit: 3,
              workspace_created_at: '2026-03-01T09:00:00.000Z',
            },
          ],
        },
      };
    return { status: 404 };
  });
}

const renderSection = (route = '/dashboard/') =>
  renderApp(<FoldersSection onNavigate={() => undefined} />, { route });

describe('folders section with a workspace', () => {
  it('lists the workspace below the own folders, with the role; a viewer gets no folder menus', async () => {
    const user = userEvent.setup();
    serve('viewer');
    renderSection();
    const section = await screen.findByRole('region', { name: 'Workspaces' });
    expect(await within(section).findByText('Viewer')).toBeInTheDocument();
    // The own tree keeps its name and menus; the workspace's top folder is not among them.
    const own = screen.getByRole('list', { name: 'Folders' });
    expect(within(own).getByRole('button', { name: 'Options for Clients' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Research' })).not.toBeInTheDocument();

    const subfolders = within(section).getByRole('list', { name: 'Research' });
    expect(within(subfolders).getByRole('button', { name: 'Interviews' })).toBeInTheDocument();
    expect(
      within(subfolders).queryByRole('button', { name: 'Options for Interviews' }),
    ).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Options for Research' }));
    expect(screen.queryByRole('menuitem', { name: 'Add Sub-folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Manage workspace' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/workspace/3');
  });

  it('opens the workspace folder; an editor adds sub-folders, renames and deletes them, never the top one', async () => {
    const user = userEvent.setup();
    const calls = serve('editor');
    renderSection();
    const section = await screen.findByRole('region', { name: 'Workspaces' });
    await user.click(within(section).getByRole('button', { name: 'Research' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/?folder=50');
    expect(within(section).getByRole('button', { name: 'Research' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(section).getByRole('button', { name: 'Options for Research' }));
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Add Sub-folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sub-folder in "Research"' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'Notes{Enter}');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/v1/folder',
          body: { folder_name: 'Notes', folder_parent_id: 50 },
        }),
      ),
    );

    await user.click(within(section).getByRole('button', { name: 'Options for Interviews' }));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it("titles a workspace's folder from the workspace, not from Recent Files", async () => {
    serve('viewer');
    renderApp(<FolderTitle />, { route: '/dashboard/?folder=51' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeInTheDocument();
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(
      within(path)
        .getAllByRole('button')
        .map((crumb) => crumb.textContent),
    ).toEqual(['Research']);
  });

  it('without workspaces there is no Workspaces section and no call for them', async () => {
    const calls = fakeApi(() => ({ json: { success: true, data: [TREES[0]] } }));
    renderSection();
    expect(await screen.findByRole('button', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Workspaces' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/v1/workspace');
  });
});
