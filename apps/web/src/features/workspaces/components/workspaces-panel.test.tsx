import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWorkspace } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { WorkspacesPanel } from './workspaces-panel';

const workspace = (id: number, name: string, extra: Partial<TWorkspace> = {}): TWorkspace => ({
  workspace_id: id,
  workspace_name: name,
  workspace_role: 'owner',
  workspace_member_count: 1,
  workspace_plan: 'free',
  workspace_usage_today: 0,
  workspace_daily_limit: 3,
  workspace_created_at: '2026-03-01T09:00:00.000Z',
  ...extra,
});

function server(list: TWorkspace[]) {
  return fakeApi(({ method, body }) => {
    if (method === 'POST') {
      const created = workspace(4, (body as { workspace_name: string }).workspace_name);
      list.push(created);
      return { status: 201, json: { success: true, data: created } };
    }
    return { json: { success: true, data: list } };
  });
}

describe('Workspaces on the Profile page', () => {
  it('lists each workspace with my role and its member count, linking to its page', async () => {
    server([
      workspace(1, 'Research', { workspace_member_count: 4 }),
      workspace(2, 'Sales', { workspace_role: 'viewer' }),
    ]);
    renderApp(<WorkspacesPanel />);
    const items = within(await screen.findByRole('list', { name: 'Your workspaces' })).getAllByRole('link');
    expect(items[0]).toHaveTextContent('ResearchYour role: Owner · 4 members');
    expect(items[0]).toHaveAttribute('href', '/dashboard/workspace/1');
    expect(items[1]).toHaveTextContent('SalesYour role: Viewer · 1 member');
  });

  it('explains workspaces when there is none, and creates one from a small dialog', async () => {
    const user = userEvent.setup();
    const calls = server([]);
    renderApp(<WorkspacesPanel />);
    expect(await screen.findByText('No workspaces yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'New workspace' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A workspace needs a name.');
    await user.type(within(dialog).getByLabelText('Name'), '  Field notes ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/workspace/4'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ workspace_name: 'Field notes' });
  });
});
