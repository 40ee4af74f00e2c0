import { ZAuthenticatedResponse, ZRefreshResponse } from '@transcribe/contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

// Missing, forged with another key, expired and garbage tokens, and rotation with family revocation on
// reuse, are in sessions.test.ts; a query-string token on every route is in authorisation-matrix.test.ts.
describe('access and refresh tokens an attacker might bring', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const whoAmI = (token: string) =>
    t.app.inject({ url: '/api/v1/auth/authenticated', headers: { authorization: `Bearer ${token}` } });
  const refresh = (refresh_token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers, payload: { refresh_token } });

  it('refuses an unsigned token (alg: none) and one signed with the right key but another algorithm', async () => {
    const victim = await signUpAndLogIn(t.app);
    const claims = { sub: String(victim.user.user_id), iss: 'transcribe' };
    const unsigned = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('15m').encode();
    expect(JSON.parse(Buffer.from(unsigned.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'none',
    });
    const [header, payload] = unsigned.split('.');
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('15m')
      .sign(t.ctx.config.jwtSecret);
    // The right signature with the subject swapped afterwards: the signature no longer matches.
    const [realHeader, , realSignature] = victim.login.login_access_token.split('.');
    const otherSubject = Buffer.from(JSON.stringify({ ...claims, sub: '1', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    for (const token of [
      unsigned,
      `${header}.${payload}.`,
      `${header}.${payload}`,
      hs512,
      `${realHeader}.${otherSubject}.${realSignature}`,
    ]) {
      const res = await whoAmI(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      const me = await t.app.inject({
        url: '/api/v1/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
  });

  it("never turns another user's refresh token into the presenter's session", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    // Bob, signed in, presents Alice's refresh token: what comes back is Alice's, not a session for Bob.
    const stolen = await refresh(alice.login.login_refresh_token, bob.auth);
    expect(stolen.statusCode).toBe(200);
    const pair = ZRefreshResponse.parse(stolen.json()).login;
    const who = ZAuthenticatedResponse.parse((await whoAmI(pair.login_access_token)).json()).data;
    expect(who.user_id).toBe(alice.user.user_id);
    // Alice's next refresh with the token Bob used is a reuse: her family ends, Bob's is untouched.
    expect((await refresh(alice.login.login_refresh_token)).statusCode).toBe(401);
    expect((await refresh(pair.login_refresh_token)).statusCode).toBe(401);
    expect((await refresh(bob.login.login_refresh_token)).statusCode).toBe(200);
  });

  it('refuses an access token offered as a refresh token, and a refresh token offered as an access token', async () => {
    const session = await signUpAndLogIn(t.app);
    expect((await refresh(session.login.login_access_token)).statusCode).toBe(401);
    expect((await whoAmI(session.login.login_refresh_token)).statusCode).toBe(401);
    // Neither attempt spent the real refresh token.
    expect((await refresh(session.login.login_refresh_token)).statusCode).toBe(200);
  });
});
