import { QueryClient } from '@tanstack/react-query';
import { ZUserResponse } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { prefetchDashboardHome } from '@/app/dashboard-home';
import { api } from '@/lib/api-client';
import { dropEarlyResponses } from '@/lib/early-responses';
import { startSession } from '@/lib/session/session-api';
import { storeTokens } from '@/lib/tokens';
import { makeAudioItem } from '@/test/audio-items';
import { type FakeRequest, fail, fakeApi, makeUser } from '@/test/fake-api';
import { sendStartUpRequests } from './early';

const signedIn = (access: string) => storeTokens({ login_access_token: access, login_refresh_token: 'r1' });

/** The server: every start-up read answered for the token `valid`, 401 for any other. */
function server(valid = 'a1') {
  return fakeApi(({ path, authorization }) => {
    if (path === '/api/v1/auth/refresh')
      return {
        json: {
          success: true,
          message: 'ok',
          login: { login_access_token: valid, login_refresh_token: 'r2' },
        },
      };
    if (authorization !== `Bearer ${valid}`) return fail(401, 'UNAUTHENTICATED', 'Session expired.');
    if (path === '/api/v1/auth/authenticated')
      return { json: { success: true, message: 'ok', data: { authenticated: true, user_id: 7 } } };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path.startsWith('/api/v1/audio?'))
      return { json: { success: true, data: [makeAudioItem(1, 'call.wav')] } };
    if (path === '/api/v1/folder') return { json: { success: true, data: [] } };
    return fail(404, 'NOT_FOUND', path);
  });
}

const asked = (calls: FakeRequest[]) => calls.map((call) => `${call.path} ${call.authorization ?? ''}`);

describe('the start-up requests sent before the app has loaded', () => {
  it("are the ones the dashboard home's start-up makes: each reaches the server once", async () => {
    signedIn('a1');
    const calls = server();
    sendStartUpRequests({ pathname: '/dashboard/', search: '?folder=3' }, 'a1');
    const client = new QueryClient();
    expect((await startSession())?.user_email).toBe('ada@example.com');
    await prefetchDashboardHome(client, '?folder=3');
    expect(asked(calls)).toEqual([
      '/api/v1/auth/authenticated Bearer a1',
      '/api/v1/user/me Bearer a1',
      '/api/v1/audio?limit=100&folder_id=3 Bearer a1',
      '/api/v1/folder Bearer a1',
    ]);
    expect(client.getQueryData(['audio', 'pages', 3])).toMatchObject({
      pages: [{ data: [{ audio_id: 1 }] }],
    });
  });

  it("ask for the home's files as its address filters and sorts them, as the app then does", async () => {
    signedIn('a1');
    const calls = server();
    const search = '?folder=3&tag=4&starred=true&sort=name';
    sendStartUpRequests({ pathname: '/dashboard/', search }, 'a1');
    await startSession();
    await prefetchDashboardHome(new QueryClient(), search);
    expect(asked(calls).filter((call) => call.startsWith('/api/v1/audio'))).toEqual([
      '/api/v1/audio?limit=100&folder_id=3&tag=4&starred=true&sort=name Bearer a1',
    ]);
  });

  it('on any other page are only the session check', () => {
    const calls = server();
    sendStartUpRequests({ pathname: '/dashboard/profile', search: '' }, 'a1');
    expect(asked(calls)).toEqual(['/api/v1/auth/authenticated Bearer a1', '/api/v1/user/me Bearer a1']);
    dropEarlyResponses();
  });

  it('are not sent without a stored session', () => {
    const calls = server();
    sendStartUpRequests({ pathname: '/dashboard/', search: '' }, null);
    expect(calls).toEqual([]);
  });

  it("are taken only with their token: after the session's renewal the app asks again with the new one", async () => {
    signedIn('expired');
    const calls = server('a1');
    sendStartUpRequests({ pathname: '/dashboard/profile', search: '' }, 'expired');
    expect((await startSession())?.user_id).toBe(7);
    expect(asked(calls)).toEqual([
      '/api/v1/auth/authenticated Bearer expired',
      '/api/v1/user/me Bearer expired',
      '/api/v1/auth/refresh ',
      '/api/v1/auth/authenticated Bearer a1',
      '/api/v1/user/me Bearer a1',
    ]);
    dropEarlyResponses();
  });

  it('left over after the first render are dropped: a later read asks the server', async () => {
    signedIn('a1');
    const calls = server();
    sendStartUpRequests({ pathname: '/dashboard/profile', search: '' }, 'a1');
    dropEarlyResponses();
    await api.get('/api/v1/user/me', { schema: ZUserResponse });
    expect(asked(calls).filter((call) => call.startsWith('/api/v1/user/me'))).toHaveLength(2);
  });
});
