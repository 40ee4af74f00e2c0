import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '@/lib/tokens';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { Sidebar } from './sidebar';

const recentFiles = async (route: string) => {
  storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  fakeApi(({ path }) => {
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/view') return { json: { success: true, data: [] } };
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
  renderApp(<Sidebar open onNavigate={() => undefined} folders={null} />, { route });
  const shortcuts = within(await screen.findByRole('navigation', { name: 'Shortcuts' }));
  return shortcuts.getByRole('link', { name: 'Recent Files' });
};

describe('the sidebar', () => {
  it.each(['/dashboard/', '/dashboard/?sort=name&order=asc'])(
    'marks Recent Files as the page at %s',
    async (route) => {
      expect(await recentFiles(route)).toHaveAttribute('aria-current', 'page');
    },
  );

  it.each(['/dashboard/?folder=3', '/dashboard/?tag=5&reviewed_max=99', '/dashboard/archive'])(
    'does not at %s (a folder, a filtered view such as a saved one, the Archive)',
    async (route) => {
      expect(await recentFiles(route)).not.toHaveAttribute('aria-current');
    },
  );
});
