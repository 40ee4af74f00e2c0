import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminServer, adminState } from '@/features/admin/testing/admin-server';
import { ProfileMenu } from '@/features/dashboard/components/profile-menu';
import { renderApp } from '@/test/render';
import { AdminRoute } from './admin-route';
import { RequireAuth } from './guards';

/** /dashboard/admin as routes.tsx mounts it, with the account menu that leads there. */
function renderConsole() {
  return renderApp(
    <RequireAuth>
      <ProfileMenu />
      <AdminRoute />
    </RequireAuth>,
    { route: '/dashboard/admin', path: '/dashboard/admin' },
  );
}

describe('the admin console’s route and entry point', () => {
  it('opens for an administrator, whose account menu leads to it', async () => {
    const user = userEvent.setup();
    adminServer(adminState());
    renderConsole();
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByText('Account changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(screen.getByRole('menuitem', { name: 'Administration' })).toBeInTheDocument();
  });

  it('opens the tab ?tab= names', async () => {
    adminServer(adminState());
    renderApp(
      <RequireAuth>
        <AdminRoute />
      </RequireAuth>,
      { route: '/dashboard/admin?tab=queue', path: '/dashboard/admin' },
    );
    expect(await screen.findByRole('tab', { name: 'Queue', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('broken.wav')).toBeInTheDocument();
  });

  it('sends anyone else to the dashboard without asking the admin API', async () => {
    const calls = adminServer(adminState(), { admin: false });
    renderApp(
      <RequireAuth>
        <AdminRoute />
      </RequireAuth>,
      { route: '/dashboard/admin', path: '/dashboard/admin' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/v1/admin'))).toBe(false);
  });

  it('leaves the console out of a non-administrator’s account menu', async () => {
    const user = userEvent.setup();
    adminServer(adminState(), { admin: false });
    renderApp(
      <RequireAuth>
        <ProfileMenu />
      </RequireAuth>,
    );
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).not.toBeInTheDocument();
  });
});
