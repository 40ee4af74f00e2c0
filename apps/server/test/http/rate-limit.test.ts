import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('rate limits on sign-up, login and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
  });
  afterAll(() => t.close());

  const login = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      remoteAddress: ip,
      payload: { login_email: email, login_password: 'wrong password' },
    });

  it('limits attempts for one e-mail address, from any IP', async () => {
    const email = uniqueEmail();
    const codes = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])
      codes.push((await login(email, ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await login(email, '10.0.0.5');
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts for this e-mail address. Please try again later.',
    });
    // Another address is not affected.
    expect((await login(uniqueEmail(), '10.0.0.6')).statusCode).toBe(401);
  });

  it('limits attempts from one IP, across addresses and routes', async () => {
    const ip = '10.9.9.9';
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await login(uniqueEmail(), ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      remoteAddress: ip,
      payload: { email: uniqueEmail() },
    });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      remoteAddress: ip,
      payload: { user_email: uniqueEmail(), user_password: 'long enough' },
    });
    expect(signUp.statusCode).toBe(201); // each route counts separately
    expect(reset.statusCode).toBe(200);
    const body = (await login(uniqueEmail(), ip)).json();
    expect(body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('limits password reset requests per e-mail address', async () => {
    const email = uniqueEmail();
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset',
        remoteAddress: `10.1.0.${i}`,
        payload: { email },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
