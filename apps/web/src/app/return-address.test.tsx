import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/components/login-page';
import { fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { RedirectIfSignedIn } from './guards';

const tokens = { login_access_token: 'a1', login_refresh_token: 'r1' };

/** The login page as routes.tsx mounts it, with a fake server that signs anyone up and in. */
function renderLogin(route: string) {
  fakeApi(({ path }) =>
    path === '/api/v1/user'
      ? { status: 201, json: { success: true, message: 'Registered.', data: { user: makeUser() } } }
      : { json: { success: true, message: 'Login successful.', login: tokens, user: makeUser() } },
  );
  renderApp(
    <RedirectIfSignedIn>
      <LoginPage />
    </RedirectIfSignedIn>,
    { route, path: '/login', loginProbe: false },
  );
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'password123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const location = () => screen.getByTestId('location');

describe('?next= on the login page: back to where the person came from', () => {
  it('returns to the app page it names after signing in', async () => {
    renderLogin('/login?next=%2Finvite%2Fabcdefghijklmnop');
    await signIn();
    expect(await screen.findByText('/invite/abcdefghijklmnop')).toBe(location());
  });

  it('keeps it through sign-up, then returns there after signing in', async () => {
    const user = userEvent.setup();
    renderLogin('/login?mode=signup&next=%2Finvite%2Fabcdefghijklmnop');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Registration successful! Please sign in.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login?next=%2Finvite%2Fabcdefghijklmnop');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('/invite/abcdefghijklmnop')).toBe(location());
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'goes to the dashboard instead of %s',
    async (next) => {
      renderLogin(`/login?next=${encodeURIComponent(next)}`);
      await signIn();
      expect(await screen.findByText('/dashboard')).toBe(location());
    },
  );
});
