import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { adminServer, adminState } from '../testing/admin-server';
import { UsersPanel } from './users-panel';

const table = () => screen.findByRole('table', { name: 'Accounts' });
const row = async (text: string) => {
  const rows = within(await table()).getAllByRole('row');
  const found = rows.find((r) => r.textContent?.includes(text));
  if (!found) throw new Error(`no row with ${text}`);
  return within(found);
};

describe('the users panel', () => {
  it('lists the accounts with plan, standing, usage, files and storage; one’s own row only its plan', async () => {
    adminServer(adminState());
    renderApp(<UsersPanel />);
    expect(await screen.findByText('3 accounts')).toBeInTheDocument();
    const grace = await row('grace@example.com');
    expect(grace.getByText('Grace Hopper')).toBeInTheDocument();
    expect(grace.getByRole('combobox', { name: 'Plan of grace@example.com' })).toHaveValue('premium');
    expect(grace.getByText('2 today · 3 files · 1.50 KB')).toBeInTheDocument();
    expect(grace.getByText('1.50 KB')).toBeInTheDocument();
    expect((await row('alan@example.com')).getAllByText('Disabled').length).toBeGreaterThan(0);
    const ada = await row('ada@example.com');
    expect(ada.getByText('(you)')).toBeInTheDocument();
    expect(ada.getAllByText('Admin').length).toBeGreaterThan(0);
    expect(ada.getByRole('combobox', { name: 'Plan of ada@example.com' })).toBeEnabled();
    expect(ada.queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches by address or name, asking the server with the words typed', async () => {
    const user = userEvent.setup();
    const calls = adminServer(adminState());
    renderApp(<UsersPanel />);
    await user.type(await screen.findByLabelText('Search users'), 'grace');
    expect(await screen.findByText('1 account matches “grace”')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(calls.some((c) => c.path === '/api/v1/admin/users?q=grace&page=1&page_size=25')).toBe(true);
    await user.clear(screen.getByLabelText('Search users'));
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No account matches.')).toBeInTheDocument();
  });

  it('changes a plan and disables and enables an account, each with a toast', async () => {
    const user = userEvent.setup();
    const calls = adminServer(adminState());
    renderApp(<UsersPanel />);
    await user.selectOptions((await row('grace@example.com')).getByRole('combobox'), 'Free');
    expect(await screen.findByText('grace@example.com is now on the Free plan.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/v1/admin/users/8',
      body: { plan: 'free' },
    });
    await user.click(
      (await row('grace@example.com')).getByRole('button', { name: 'Actions for grace@example.com' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Disable account' }));
    expect(
      await screen.findByText('grace@example.com is disabled: their sessions and API keys no longer work.'),
    ).toBeInTheDocument();
    await user.click(
      (await row('alan@example.com')).getByRole('button', { name: 'Actions for alan@example.com' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Enable account' }));
    expect(await screen.findByText('alan@example.com can sign in again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { plan: 'free' },
      { disabled: true },
      { disabled: false },
    ]);
  });

  it('changes one’s own plan, and reads one’s own account again so the usage box follows', async () => {
    const user = userEvent.setup();
    const calls = adminServer(adminState());
    renderApp(<UsersPanel />);
    await user.selectOptions((await row('ada@example.com')).getByRole('combobox'), 'Premium');
    expect(await screen.findByText('ada@example.com is now on the Premium plan.')).toBeInTheDocument();
    const patch = calls.findIndex((c) => c.method === 'PATCH' && c.path === '/api/v1/admin/users/7');
    expect(calls[patch]?.body).toEqual({ plan: 'premium' });
    await waitFor(() =>
      expect(calls.slice(patch).some((c) => c.method === 'GET' && c.path === '/api/v1/user/me')).toBe(true),
    );
  });

  it('deletes an account only after a confirmation naming the address', async () => {
    const user = userEvent.setup();
    const calls = adminServer(adminState());
    renderApp(<UsersPanel />);
    await user.click(
      (await row('grace@example.com')).getByRole('button', { name: 'Actions for grace@example.com' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete grace@example.com?' });
    expect(dialog).toHaveTextContent('The account grace@example.com is deleted with all its files');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(
      (await row('grace@example.com')).getByRole('button', { name: 'Actions for grace@example.com' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('grace@example.com and everything of theirs was deleted.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/v1/admin/users/8');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(screen.getByText('2 accounts')).toBeInTheDocument();
  });

  it("says why the server refused, in the reader's language", async () => {
    const user = userEvent.setup();
    adminServer(adminState(), {
      extra: ({ method }) => (method === 'PATCH' ? fail(404, 'NOT_FOUND', 'User not found.') : undefined),
    });
    const { i18n } = renderApp(<UsersPanel />, { language: 'de' });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Tarif von grace@example.com' }),
      'Free',
    );
    expect(await screen.findByText(i18n.t('errors.NOT_FOUND'))).toBeInTheDocument();
  });

  it('shows a failed load with the error text', async () => {
    adminServer(adminState(), {
      extra: ({ path }) =>
        path.startsWith('/api/v1/admin/users')
          ? fail(403, 'FORBIDDEN', 'Only administrators may do this.')
          : undefined,
    });
    const { i18n } = renderApp(<UsersPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.FORBIDDEN'));
  });
});
