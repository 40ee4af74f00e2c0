import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '@/lib/tokens';
import { type FakeRequest, type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { InvitationPage } from './invitation-page';

const TOKEN = 'abcdefghijklmnopqrstuv_-12';
const PREVIEW = {
  workspace_name: 'Research',
  invitation_email: 'ada@example.com',
  invitation_role: 'editor',
  invitation_invited_by: 'Grace Hopper',
  invitation_expires_at: '2026-03-09T09:00:00.000Z',
};

/** The invitation's server; signed in as `email` when given. `accept` answers the accept call. */
function server({ email, accept }: { email?: string; accept?: () => FakeResponse } = {}) {
  if (email) storeTokens({ login_access_token: 'a1', login_refresh_token: 'r1' });
  return fakeApi(({ method, path }: FakeRequest) => {
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser({ user_email: email }) } };
    if (path === `/api/v1/workspace/invitation/${TOKEN}` && method === 'GET')
      return { json: { success: true, data: PREVIEW } };
    if (path === `/api/v1/workspace/invitation/${TOKEN}/accept` && method === 'POST' && accept)
      return accept();
    return fail(404, 'NOT_FOUND', 'This invitation is invalid or has expired.');
  });
}

const renderPage = (token = TOKEN, language = 'en') =>
  renderApp(<InvitationPage />, { route: `/invite/${token}`, path: '/invite/:token', language });

describe('the invitation page', () => {
  it('signed out: says who invites whom to what, and signs in or up back to this page', async () => {
    const calls = server();
    renderPage();
    expect(await screen.findByText('Grace Hopper invited you to Research as Editor.')).toBeInTheDocument();
    expect(screen.getByText(/This invitation is for ada@example.com\. It works until/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=%2Finvite%2F${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/login?mode=signup&next=%2Finvite%2F${TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(calls[0]?.authorization).toBeNull();
  });

  it('signed in: accepts and opens the workspace', async () => {
    const user = userEvent.setup();
    const calls = server({
      email: 'ada@example.com',
      accept: () => ({
        json: {
          success: true,
          data: {
            workspace_id: 3,
            workspace_name: 'Research',
            workspace_role: 'editor',
            workspace_member_count: 4,
            workspace_plan: 'free',
            workspace_usage_today: 0,
            workspace_daily_limit: 3,
            workspace_created_at: '2026-03-01T09:00:00.000Z',
          },
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('You are signed in as ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/workspace/3'));
    expect(calls.find((c) => c.method === 'POST')?.authorization).toBe('Bearer a1');
  });

  it('signed in with another address: says which address the invitation is for', async () => {
    const user = userEvent.setup();
    server({
      email: 'bob@example.com',
      accept: () =>
        fail(
          403,
          'FORBIDDEN',
          'This invitation is for ada@example.com. Sign in with that address to accept it.',
        ),
    });
    renderPage(TOKEN, 'fr');
    await user.click(await screen.findByRole('button', { name: "Accepter l'invitation" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Cette invitation est destinée à ada@example.com. Connectez-vous avec cette adresse pour l'accepter.",
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`/invite/${TOKEN}`);
  });

  it('says clearly when the link is invalid or has expired', async () => {
    server();
    renderPage('zzzzzzzzzzzzzzzzzzzzzz');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is invalid or has expired.');
    expect(screen.getByText('Ask the person who invited you to send a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('says so when the invitation expired between opening and accepting', async () => {
    const user = userEvent.setup();
    server({
      email: 'ada@example.com',
      accept: () => fail(404, 'NOT_FOUND', 'This invitation is invalid or has expired.'),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is invalid or has expired.');
  });
});
