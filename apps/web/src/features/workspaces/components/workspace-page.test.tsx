import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWorkspaceRole } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { fail } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { workspaceServer, workspaceState } from '../testing/workspace-server';
import { WorkspacePage } from './workspace-page';

const renderPage = (language = 'en') =>
  renderApp(<WorkspacePage />, {
    route: '/dashboard/workspace/3',
    path: '/dashboard/workspace/:workspaceId',
    language,
  });

const table = () => screen.findByRole('table', { name: 'Members of Research' });
const row = async (text: string) => {
  const rows = within(await table()).getAllByRole('row');
  const found = rows.find((r) => r.textContent?.includes(text));
  if (!found) throw new Error(`no row with ${text}`);
  return within(found);
};
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the workspace page', () => {
  it('shows a viewer the members, and no control but Leave on their own row', async () => {
    workspaceServer(workspaceState('viewer'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Research', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your role: Viewer · 3 members')).toBeInTheDocument();
    const grace = await row('Grace Hopper');
    expect(grace.getByText('Owner')).toBeInTheDocument();
    expect(grace.getByText('grace@example.com')).toBeInTheDocument();
    expect((await row('alan@example.com')).getByText('Editor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect((await row('Ada Lovelace')).getByRole('button', { name: 'Leave Research' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Research' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
  });

  it('lets an admin manage members but not owners, invite, and not delete', async () => {
    workspaceServer(workspaceState('admin'));
    renderPage();
    const alan = await row('alan@example.com');
    expect(options(alan.getByRole('combobox', { name: 'Role of alan@example.com' }))).toEqual([
      'Admin',
      'Editor',
      'Commenter',
      'Viewer',
    ]);
    expect(alan.getByRole('button', { name: 'Remove alan@example.com' })).toBeInTheDocument();
    const grace = await row('Grace Hopper');
    expect(grace.queryByRole('combobox')).not.toBeInTheDocument();
    expect(grace.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Research' })).toBeInTheDocument();
    expect(screen.getByText('katherine@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Commenter · invited by Grace Hopper · expires/)).toBeInTheDocument();
    expect(options(screen.getByLabelText('Role'))).toEqual(['Admin', 'Editor', 'Commenter', 'Viewer']);
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
  });

  it('offers an owner the owner role and deleting the workspace', async () => {
    workspaceServer(workspaceState('owner'));
    renderPage();
    const grace = await row('Grace Hopper');
    expect(options(grace.getByRole('combobox', { name: 'Role of Grace Hopper' }))).toContain('Owner');
    expect(grace.getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeInTheDocument();
  });

  it('invites by e-mail with a role, and lists the new invitation', async () => {
    const user = userEvent.setup();
    const calls = workspaceServer(workspaceState('admin'));
    renderPage();
    await user.type(await screen.findByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Margaret@Example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Editor');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to margaret@example.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/workspace/3/invitation',
      body: { email: 'margaret@example.com', role: 'editor' },
    });
    expect(await screen.findByRole('button', { name: 'Revoke the invitation for margaret@example.com' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("says in the reader's language when the person is already a member", async () => {
    const user = userEvent.setup();
    workspaceServer(workspaceState('owner'), ({ method }) =>
      method === 'POST' ? fail(409, 'ALREADY_MEMBER', 'alan@example.com is already a member.') : undefined,
    );
    const { i18n } = renderPage('de');
    await user.type(await screen.findByLabelText('E-Mail'), 'alan@example.com');
    await user.click(screen.getByRole('button', { name: 'Einladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.ALREADY_MEMBER'));
  });

  it('changes a role at once, and says why the server refused one', async () => {
    const user = userEvent.setup();
    const state = workspaceState('owner');
    const calls = workspaceServer(state, ({ method, path }) =>
      method === 'PATCH' && path.endsWith('/member/7')
        ? fail(409, 'LAST_OWNER', 'A workspace needs at least one owner.')
        : undefined,
    );
    renderPage();
    await user.selectOptions((await row('alan@example.com')).getByRole('combobox'), 'Commenter');
    expect(await screen.findByText('alan@example.com is now Commenter.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/v1/workspace/3/member/9',
      body: { role: 'commenter' },
    });
    await user.selectOptions((await row('Ada Lovelace')).getByRole('combobox'), 'Viewer');
    expect(await screen.findByText('A workspace needs at least one owner.')).toBeInTheDocument();
  });

  it('leaves after asking, and goes back to the list of workspaces', async () => {
    const user = userEvent.setup();
    const calls = workspaceServer(workspaceState('editor'));
    renderPage();
    await user.click((await row('Ada Lovelace')).getByRole('button', { name: 'Leave Research' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Research?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/profile?tab=workspaces'),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v1/workspace/3/member/7');
  });

  it('removes another member after asking', async () => {
    const user = userEvent.setup();
    workspaceServer(workspaceState('admin'));
    renderPage();
    await user.click(
      (await row('alan@example.com')).getByRole('button', { name: 'Remove alan@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove alan@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('alan@example.com was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('alan@example.com', { selector: 'span' })).toBeNull());
  });

  it('shows the refusal to delete a workspace that still has folders', async () => {
    const user = userEvent.setup();
    workspaceServer(workspaceState('owner'), ({ method, path }) =>
      method === 'DELETE' && path === '/api/v1/workspace/3'
        ? fail(409, 'WORKSPACE_NOT_EMPTY', 'Move or delete the folders first.')
        : undefined,
    );
    const { i18n } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Research?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.WORKSPACE_NOT_EMPTY'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/workspace/3');
  });

  it('renames in place', async () => {
    const user = userEvent.setup();
    const state = workspaceState('admin');
    const calls = workspaceServer(state, ({ method, body }) => {
      if (method !== 'PATCH') return undefined;
      state.name = (body as { workspace_name: string }).workspace_name;
      return {
        json: {
          success: true,
          data: {
            workspace_id: 3,
            workspace_name: state.name,
            workspace_role: 'admin' satisfies TWorkspaceRole,
            workspace_member_count: 3,
            workspace_plan: 'free',
            workspace_usage_today: 0,
            workspace_daily_limit: 3,
            workspace_created_at: '2026-03-01T09:00:00.000Z',
          },
        },
      };
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename Research' }));
    const field = screen.getByRole('textbox', { name: 'New name for Research' });
    await user.clear(field);
    await user.type(field, 'Lab notes{Enter}');
    expect(await screen.findByRole('heading', { name: 'Lab notes', level: 1 })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ workspace_name: 'Lab notes' });
  });

  it('says so when the workspace is not there or the user is not a member', async () => {
    workspaceServer(workspaceState('viewer'), ({ path }) =>
      path.startsWith('/api/v1/workspace/3') ? fail(404, 'NOT_FOUND', 'Workspace not found.') : undefined,
    );
    renderPage();
    expect(
      await screen.findByText('This workspace does not exist, or you are not a member of it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All workspaces' })).toHaveAttribute(
      'href',
      '/dashboard/profile?tab=workspaces',
    );
  });
});
