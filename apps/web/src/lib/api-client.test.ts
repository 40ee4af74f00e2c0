import { ZMessageResponse, ZUserResponse } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, makeUser } from '@/test/fake-api';
import { api } from './api-client';
import { ApiError } from './api-error';
import { onAuthError } from './auth-events';
import { getAccessToken, getRefreshToken, storeTokens } from './tokens';

const me = () => api.get('/api/v1/user/me', { schema: ZUserResponse });
const tokens = (access: string, refresh: string) => ({
  login_access_token: access,
  login_refresh_token: refresh,
});
const refreshed = (access: string, refresh: string) => ({
  json: { success: true, message: 'Session refreshed.', login: tokens(access, refresh) },
});

describe('api client', () => {
  it('sends the bearer token and returns the contract-checked answer', async () => {
    storeTokens(tokens('a1', 'r1'));
    const calls = fakeApi(() => ({ json: { success: true, data: makeUser() } }));
    expect((await me()).data.user_email).toBe('ada@example.com');
    expect(calls[0]?.authorization).toBe('Bearer a1');
  });

  it('renews an expired access token once with the refresh token, then retries', async () => {
    storeTokens(tokens('old', 'r1'));
    const calls = fakeApi(({ path, authorization }) => {
      if (path === '/api/v1/auth/refresh') return refreshed('new', 'r2');
      return authorization === 'Bearer new'
        ? { json: { success: true, data: makeUser() } }
        : fail(401, 'UNAUTHENTICATED', 'Session expired or invalid. Please log in again.');
    });
    await me();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/v1/user/me',
      '/api/v1/auth/refresh',
      '/api/v1/user/me',
    ]);
    expect(calls[1]?.body).toEqual({ refresh_token: 'r1' });
    expect([getAccessToken(), getRefreshToken()]).toEqual(['new', 'r2']);
  });

  it('shares one refresh between requests that fail together (refresh tokens rotate)', async () => {
    storeTokens(tokens('old', 'r1'));
    const calls = fakeApi(({ path, authorization }) => {
      if (path === '/api/v1/auth/refresh') return refreshed('new', 'r2');
      return authorization === 'Bearer new'
        ? { json: { success: true, data: makeUser() } }
        : fail(401, 'UNAUTHENTICATED', 'expired');
    });
    await Promise.all([me(), me(), me()]);
    expect(calls.filter((call) => call.path === '/api/v1/auth/refresh')).toHaveLength(1);
  });

  it('fires the auth-error event and rejects as session expired when renewal fails', async () => {
    storeTokens(tokens('old', 'r1'));
    fakeApi(({ path }) =>
      path === '/api/v1/auth/refresh'
        ? fail(401, 'INVALID_REFRESH_TOKEN', 'Session expired or invalid. Please log in again.')
        : fail(401, 'UNAUTHENTICATED', 'Session expired or invalid. Please log in again.'),
    );
    const listener = vi.fn();
    const stop = onAuthError(listener);
    await expect(me()).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('does not renew or log out on a 401 of a call made without a session (wrong password)', async () => {
    const calls = fakeApi(() => fail(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password.'));
    const listener = vi.fn();
    const stop = onAuthError(listener);
    const error = await api
      .post('/api/v1/auth', { schema: ZMessageResponse, body: {}, auth: false })
      .catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'Invalid e-mail or password.',
    });
    expect(calls).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('turns an answer that breaks the contract into an error', async () => {
    fakeApi(() => ({ json: { success: true, data: { user_id: 'nope' } } }));
    await expect(me()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(me()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
