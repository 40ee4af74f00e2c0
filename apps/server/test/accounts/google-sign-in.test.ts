import { ZUserResponse } from '@transcribe/contract';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogIn, uniqueEmail } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const PUBLIC_URL = 'http://app.test';

describe('Google sign-in against a local OpenID Connect issuer', () => {
  const issuer = new OAuth2Server();
  let t: TestApp;
  // What the next ID token says about the person signing in.
  let person: Record<string, unknown> = {};

  beforeAll(async () => {
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, person);
    });
    t = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: issuer.issuer.url ?? '',
      OIDC_CLIENT_ID: 'transcribe-client',
      OIDC_CLIENT_SECRET: 'transcribe-secret',
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.stop();
  });

  /** Runs the browser's part: ask for the URL, follow the issuer's redirect, land on our callback. */
  async function signIn(tamper?: (callback: URL) => void): Promise<URLSearchParams> {
    const start = await t.app.inject('/api/v1/auth/google');
    expect(start.statusCode).toBe(200);
    const authorize = new URL(start.json().data.url);
    const atIssuer = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(atIssuer.headers.get('location') ?? '');
    tamper?.(callback);
    expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/v1/auth/google/callback`);
    const done = await t.app.inject(callback.pathname + callback.search);
    expect(done.statusCode).toBe(302);
    const location = new URL(done.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/login`);
    return new URLSearchParams(location.hash.slice(1));
  }

  const me = async (accessToken: string | null) =>
    ZUserResponse.parse(
      (
        await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${accessToken}` } })
      ).json(),
    ).data;

  it('asks for the code flow with PKCE (S256), state and nonce', async () => {
    const url = new URL((await t.app.inject('/api/v1/auth/google')).json().data.url);
    expect(url.origin).toBe(issuer.issuer.url);
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(param)).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates a user with a root folder from a verified e-mail and hands the SPA both tokens', async () => {
    const email = uniqueEmail('google');
    person = { sub: `sub-${email}`, email, email_verified: true, name: 'Ada Lovelace' };
    const fragment = await signIn();
    expect(fragment.get('refresh_token')).toBeTruthy();
    const user = await me(fragment.get('access_token'));
    expect(user).toMatchObject({ user_email: email, user_full_name: 'Ada Lovelace', user_first_name: 'Ada' });
    const folders = await t.ctx.db
      .selectFrom('folders')
      .select('name')
      .where('user_id', '=', user.user_id)
      .execute();
    expect(folders).toEqual([{ name: 'root' }]);

    // The same Google account again is the same user, even with a changed e-mail.
    person = { ...person, email: uniqueEmail('changed') };
    expect((await me((await signIn()).get('access_token'))).user_id).toBe(user.user_id);
  });

  it('links to an existing password account with the same verified e-mail', async () => {
    const session = await signUpAndLogIn(t.app);
    person = { sub: `sub-${session.email}`, email: session.email.toUpperCase(), email_verified: true };
    expect((await me((await signIn()).get('access_token'))).user_id).toBe(session.user.user_id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { login_email: session.email, login_password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unverified e-mail, a forged state and a replayed callback', async () => {
    person = { sub: 'sub-unverified', email: uniqueEmail(), email_verified: false };
    expect((await signIn()).get('error')).toBe(
      'Google sign-in failed: the account has no verified e-mail address.',
    );

    person = { sub: 'sub-state', email: uniqueEmail(), email_verified: true };
    const forged = await signIn((callback) => callback.searchParams.set('state', 'forged'));
    expect(forged.get('error')).toMatch(/expired/);
    expect(forged.get('access_token')).toBeNull();

    let replayed = '';
    await signIn((callback) => {
      replayed = callback.pathname + callback.search;
    });
    const again = await t.app.inject(replayed);
    expect(new URL(again.headers.location as string).hash).toContain('error=');
  });

  it('reports a cancelled sign-in', async () => {
    const res = await t.app.inject('/api/v1/auth/google/callback?error=access_denied&state=x');
    const fragment = new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));
    expect(fragment.get('error')).toBe('Google sign-in was cancelled.');
    expect(fragment.get('code')).toBe('GOOGLE_SIGN_IN_CANCELLED');
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 503 with a clear message', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject('/api/v1/auth/google');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: 'GOOGLE_NOT_CONFIGURED',
        message: 'Google sign-in is not configured on this server.',
      });
    } finally {
      await t.close();
    }
  });
});
