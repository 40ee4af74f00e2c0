import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { emitAuthError } from '../auth-events';
import { getAccessToken, storeTokens } from '../tokens';
import { startSession } from './session-api';
import { useSession } from './session-context';

function AuthProbe() {
  const { user, isLoggedIn, isLoadingAuth } = useSession();
  return <p>{isLoadingAuth ? 'loading' : `${isLoggedIn ? 'in' : 'out'}:${user?.user_email ?? '-'}`}</p>;
}

const authenticated = {
  json: { success: true, message: 'Authenticated.', data: { authenticated: true, user_id: 7 } },
};
const signIn = () => storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });

describe('auth state', () => {
  it('starts logged out without asking the server when no token is stored', () => {
    const calls = fakeApi(() => authenticated);
    renderApp(<AuthProbe />);
    expect(screen.getByText('out:-')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('with a stored token: loading, then asks the server, fetches the profile and logs in', async () => {
    signIn();
    const calls = fakeApi(({ path }) =>
      path === '/api/v1/auth/authenticated' ? authenticated : { json: { success: true, data: makeUser() } },
    );
    renderApp(<AuthProbe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('in:ada@example.com')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/auth/authenticated', '/api/v1/user/me']);
  });

  it('with the start-up check done before the first render: signed in at once, asking nothing more', async () => {
    signIn();
    const calls = fakeApi(({ path }) =>
      path === '/api/v1/auth/authenticated' ? authenticated : { json: { success: true, data: makeUser() } },
    );
    const startup = await startSession();
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/auth/authenticated', '/api/v1/user/me']);
    renderApp(<AuthProbe />, { startup });
    expect(screen.getByText('in:ada@example.com')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(2);
  });

  it('start-up check before the first render: a refused session clears the tokens and starts signed out', async () => {
    signIn();
    fakeApi(() => fail(401, 'UNAUTHENTICATED', 'expired'));
    const startup = await startSession();
    expect(startup).toBeNull();
    expect(getAccessToken()).toBeNull();
    renderApp(<AuthProbe />, { startup });
    expect(screen.getByText('out:-')).toBeInTheDocument();
  });

  it('clears the tokens and logs out when the profile cannot be fetched', async () => {
    signIn();
    fakeApi(({ path }) =>
      path === '/api/v1/auth/authenticated' ? authenticated : fail(500, 'INTERNAL', 'boom'),
    );
    renderApp(<AuthProbe />);
    expect(await screen.findByText('out:-')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('clears the tokens when the session cannot be renewed at start-up', async () => {
    signIn();
    fakeApi(() => fail(401, 'UNAUTHENTICATED', 'expired'));
    renderApp(<AuthProbe />);
    expect(await screen.findByText('out:-')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('logs out and goes to /login on the global auth-error event', async () => {
    signIn();
    const calls = fakeApi(({ path }) => {
      if (path === '/api/v1/auth/authenticated') return authenticated;
      if (path === '/api/v1/auth/logout') return { json: { success: true, message: 'Logged out.' } };
      return { json: { success: true, data: makeUser() } };
    });
    renderApp(<AuthProbe />, { route: '/dashboard' });
    await screen.findByText('in:ada@example.com');
    act(() => emitAuthError());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(getAccessToken()).toBeNull();
    expect(calls.at(-1)).toMatchObject({ path: '/api/v1/auth/logout', body: { refresh_token: 'r1' } });
  });
});
