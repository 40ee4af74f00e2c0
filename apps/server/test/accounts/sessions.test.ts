import { ZAuthenticatedResponse, ZLoginResponse, ZRefreshResponse } from '@transcribe/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogIn, uniqueEmail } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const SESSION_EXPIRED = {
  success: false,
  code: 'UNAUTHENTICATED',
  message: 'Session expired or invalid. Please log in again.',
};

describe('login, refresh, logout and session checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const refresh = (refresh_token: string) => post('/api/v1/auth/refresh', { refresh_token });
  const authenticated = (authorization?: string) =>
    t.app.inject({ url: '/api/v1/auth/authenticated', headers: authorization ? { authorization } : {} });

  it('logs in with e-mail in any case and returns both tokens and the user', async () => {
    const { email } = await signUpAndLogIn(t.app);
    const res = await post('/api/v1/auth', { login_email: email.toUpperCase(), login_password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = ZLoginResponse.parse(res.json());
    expect(body.user.user_email).toBe(email);
    expect(body.login.login_access_token.split('.')).toHaveLength(3);
    expect(body.login.login_refresh_token.length).toBeGreaterThanOrEqual(40);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await signUpAndLogIn(t.app);
    const wrongPassword = await post('/api/v1/auth', {
      login_email: email,
      login_password: 'wrong password',
    });
    const unknown = await post('/api/v1/auth', { login_email: uniqueEmail(), login_password: PASSWORD });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid e-mail or password.',
      });
    }
  });

  it('confirms a valid access token and rejects missing, forged and expired ones', async () => {
    const session = await signUpAndLogIn(t.app);
    const ok = await authenticated(session.auth.authorization);
    expect(ZAuthenticatedResponse.parse(ok.json()).data.user_id).toBe(session.user.user_id);

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.user_id))
      .setIssuer('transcribe')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('a-different-secret-of-sufficient-length!'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.user_id))
      .setIssuer('transcribe')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.ctx.config.jwtSecret);
    for (const header of [
      undefined,
      'Bearer',
      'Bearer garbage',
      `Bearer ${forged}`,
      `Bearer ${expired}`,
      'Basic abc',
    ]) {
      const res = await authenticated(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toEqual(SESSION_EXPIRED);
    }
    const me = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('rotates refresh tokens: each works once and yields a new pair', async () => {
    const session = await signUpAndLogIn(t.app);
    const first = await refresh(session.login.login_refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = ZRefreshResponse.parse(first.json()).login;
    expect(pair.login_refresh_token).not.toBe(session.login.login_refresh_token);
    const check = await authenticated(`Bearer ${pair.login_access_token}`);
    expect(check.statusCode).toBe(200);
    const second = await refresh(pair.login_refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const session = await signUpAndLogIn(t.app);
    const rotated = ZRefreshResponse.parse((await refresh(session.login.login_refresh_token)).json()).login;
    const replay = await refresh(session.login.login_refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'INVALID_REFRESH_TOKEN' });
    // The legitimate newest token of that family is dead too.
    expect((await refresh(rotated.login_refresh_token)).statusCode).toBe(401);
    // Another login (another family) is untouched.
    const other = await post('/api/v1/auth', { login_email: session.email, login_password: PASSWORD });
    expect((await refresh(ZLoginResponse.parse(other.json()).login.login_refresh_token)).statusCode).toBe(
      200,
    );
  });

  it('lets only one of two simultaneous refreshes with one token succeed', async () => {
    const session = await signUpAndLogIn(t.app);
    const results = await Promise.all([
      refresh(session.login.login_refresh_token),
      refresh(session.login.login_refresh_token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('rejects unknown and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const session = await signUpAndLogIn(t.app);
    await t.ctx.db
      .updateTable('refresh_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', session.user.user_id)
      .execute();
    expect((await refresh(session.login.login_refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and is idempotent', async () => {
    const session = await signUpAndLogIn(t.app);
    const out = await post('/api/v1/auth/logout', { refresh_token: session.login.login_refresh_token });
    expect(out.json()).toEqual({ success: true, message: 'Logged out.' });
    expect((await refresh(session.login.login_refresh_token)).statusCode).toBe(401);
    expect((await post('/api/v1/auth/logout', { refresh_token: 'unknown' })).statusCode).toBe(200);
  });
});
