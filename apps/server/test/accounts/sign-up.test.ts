import { ZSignUpResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('POST /api/v1/user (sign-up)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (user_email: unknown, user_password: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user', payload: { user_email, user_password } });

  it('creates a Free-plan user with a root folder (the first account is on premium)', async () => {
    const first = ZSignUpResponse.parse((await signUp(uniqueEmail('Owner'), 'longenough')).json());
    expect(first.data.user.user_plan.user_plan_name).toBe('premium');
    const email = uniqueEmail('New');
    const res = await signUp(email, 'longenough');
    expect(res.statusCode).toBe(201);
    const body = ZSignUpResponse.parse(res.json());
    expect(body.message).toBe('Registration successful! Please sign in.');
    expect(body.data.user).toMatchObject({
      user_email: email.toLowerCase(),
      user_full_name: null,
      user_plan: {
        user_plan_name: 'free',
        user_plan_audio_upload_daily_usage: 0,
        user_plan_audio_upload_daily_limit: 3,
      },
    });
    const folders = await t.ctx.db
      .selectFrom('folders')
      .selectAll()
      .where('user_id', '=', body.data.user.user_id)
      .execute();
    expect(folders.map((f) => [f.name, f.parent_id])).toEqual([['root', null]]);
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.data.user.user_id)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses one of the most common passwords, in any case, at sign-up and on a change, saying why', async () => {
    const why = {
      success: false,
      code: 'PASSWORD_TOO_COMMON',
      message:
        'This password is one of the most common ones, which attackers try first. Please choose another.',
    };
    for (const password of ['password', 'Password123', 'qwertyuiop']) {
      const refused = await signUp(uniqueEmail(), password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toEqual(why);
    }
    const email = uniqueEmail();
    expect((await signUp(email, 'longenough')).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { login_email: email, login_password: 'longenough' },
    });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me/password',
      headers: { authorization: `Bearer ${login.json().login.login_access_token}` },
      payload: { current_password: 'longenough', new_password: 'iloveyou' },
    });
    expect(change.json()).toEqual(why);
  });

  it('rejects a duplicate e-mail regardless of case with 409', async () => {
    const email = uniqueEmail();
    expect((await signUp(email, 'longenough')).statusCode).toBe(201);
    const again = await signUp(email.toUpperCase(), 'otherpassword');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'An account with this e-mail address already exists.',
    });
  });

  it('lets only one of two simultaneous sign-ups with one address through', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([signUp(email, 'longenough'), signUp(email, 'longenough')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const count = await t.ctx.db
      .selectFrom('users')
      .select((e) => e.fn.countAll().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it.each([
    ['short password', uniqueEmail(), 'seven77', 'user_password: Password must be at least 8 characters.'],
    ['bad e-mail', 'not-an-email', 'longenough', 'user_email: Please enter a valid e-mail address.'],
    ['missing e-mail', undefined, 'longenough', 'E-mail address is required.'],
    ['number as password', uniqueEmail(), 12345678, 'Password is required.'],
  ])('rejects %s with 400 and a message', async (_case, email, password, message) => {
    const res = await signUp(email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(message),
    });
  });
});
