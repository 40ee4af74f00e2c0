import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWorkspaceRole } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { workspaceServer, workspaceState } from '../testing/workspace-server';
import { WorkspacePage } from './workspace-page';

const renderPage = () =>
  renderApp(<WorkspacePage />, {
    route: '/dashboard/workspace/3',
    path: '/dashboard/workspace/:workspaceId',
  });

const tagsSection = async () => within(await screen.findByRole('region', { name: 'Tags' }));

describe("the workspace's tags", () => {
  it.each<TWorkspaceRole>(['editor', 'admin'])('are managed on its page by an %s', async (role) => {
    const user = userEvent.setup();
    const calls = workspaceServer(workspaceState(role));
    renderPage();
    const section = await tagsSection();
    const list = within(await section.findByRole('list', { name: 'Tags' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent?.split('Rename')[0])).toEqual([
      'Interviews2 files',
      'Pilots0 files',
    ]);
    await user.type(section.getByRole('textbox', { name: 'Name of a new tag' }), 'Follow-ups');
    await user.click(section.getByRole('button', { name: 'Create tag' }));
    expect(await list.findByText('Follow-ups')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/tag')?.body).toEqual({
      tag_name: 'Follow-ups',
      tag_colour: '#64748b',
      workspace_id: 3,
    });
    expect(calls.some((c) => c.path === '/api/v1/tag?workspace_id=3')).toBe(true);
  });

  it.each<TWorkspaceRole>(['commenter', 'viewer'])('are not offered to a %s', async (role) => {
    const calls = workspaceServer(workspaceState(role));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Research', level: 1 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Retention' });
    expect(screen.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/v1/tag'))).toBe(false);
  });
});
