import { ZLoginResponse, ZRefreshResponse, ZUserResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('GET/PUT /api/v1/user/me and password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUpAndLogIn(t.app); // the install's first account, on premium
  });
  afterAll(() => t.close());

  it('returns every user field of the spec, and whether the user administers the install', async () => {
    const session = await signUpAndLogIn(t.app);
    const res = await t.app.inject({ url: '/api/v1/user/me', headers: session.auth });
    const { data } = ZUserResponse.parse(res.json());
    expect(Object.keys(data).sort()).toEqual([
      'user_email',
      'user_first_name',
      'user_full_name',
      'user_id',
      'user_is_admin',
      'user_plan',
      'user_username',
    ]);
    expect(data.user_plan).toEqual({
      user_plan_name: 'free',
      user_plan_audio_upload_daily_usage: 0,
      user_plan_audio_upload_daily_limit: 3,
    });
  });

  it('updates the full name (trimmed) and derives the first name', async () => {
    const session = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me',
      headers: session.auth,
      payload: { user_full_name: '  Zoë  Müller-Lüdenscheidt ' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = ZUserResponse.parse(res.json());
    expect(data.user_full_name).toBe('Zoë  Müller-Lüdenscheidt');
    expect(data.user_first_name).toBe('Zoë');
    const again = ZUserResponse.parse(
      (await t.app.inject({ url: '/api/v1/user/me', headers: session.auth })).json(),
    );
    expect(again.data.user_full_name).toBe('Zoë  Müller-Lüdenscheidt');

    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me',
      headers: session.auth,
      payload: { user_full_name: '   ' },
    });
    expect(ZUserResponse.parse(cleared.json()).data).toMatchObject({
      user_full_name: null,
      user_first_name: null,
    });
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me',
      headers: session.auth,
      payload: { user_full_name: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('changes the password with the current one and ends other sessions', async () => {
    const session = await signUpAndLogIn(t.app);
    const change = (current_password: string, new_password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/me/password',
        headers: session.auth,
        payload: { current_password, new_password },
      });

    const wrong = await change('not my password', 'a brand new password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'The current password is not correct.',
    });
    expect((await change(PASSWORD, 'short')).statusCode).toBe(400);

    const changed = await change(PASSWORD, 'a brand new password');
    expect(changed.statusCode).toBe(200);
    // This session carries on with the fresh tokens it was given; every other one is over.
    const fresh = ZRefreshResponse.parse(changed.json()).login;
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: fresh.login_refresh_token },
    });
    expect(renewed.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: session.login.login_refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { login_email: session.email, login_password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { login_email: session.email, login_password: 'a brand new password' },
    });
    expect(ZLoginResponse.parse(newLogin.json()).user.user_id).toBe(session.user.user_id);
  });
});
