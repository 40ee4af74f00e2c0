import {
  ZAdminQueueResponse,
  ZAdminSystemResponse,
  ZAdminUserListResponse,
  ZAuditListResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Session, signUpAndLogIn, uniqueEmail } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

describe('administrators: users, plans, disabling, deleting, and the audit log', () => {
  let t: TestApp;
  let first: Session;
  let listed: Session;
  let user: Session;
  const listedEmail = uniqueEmail('boss');
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ` ${listedEmail.toUpperCase()} , other@example.com` });
    first = await signUpAndLogIn(t.app);
    listed = await signUpAndLogIn(t.app, listedEmail);
    user = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const call = (session: Session | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: session?.auth ?? {},
      ...(payload ? { payload } : {}),
    });
  const users = async (session: Session, q = '') =>
    ZAdminUserListResponse.parse((await call(session, 'GET', `/api/v1/admin/users?q=${q}`)).json()).data;
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { login_email: email, login_password: PASSWORD },
    });

  it("makes the install's first account and ADMIN_EMAILS administrators, and refuses everyone else", async () => {
    expect((await users(first)).total).toBe(3);
    expect((await users(listed)).users.map((u) => u.user_is_admin)).toEqual([false, true, true]);
    const me = async (session: Session) =>
      (await call(session, 'GET', '/api/v1/user/me')).json().data.user_is_admin;
    expect([await me(first), await me(listed), await me(user)]).toEqual([true, true, false]);
    for (const [method, url] of [
      ['GET', '/api/v1/admin/users'],
      ['PATCH', `/api/v1/admin/users/${first.user.user_id}`],
      ['DELETE', `/api/v1/admin/users/${first.user.user_id}`],
      ['GET', '/api/v1/admin/audit'],
    ] as const) {
      const res = await call(user, method, url, method === 'PATCH' ? { plan: 'premium' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators may do this.' });
    }
  });

  it("starts the install's first account on premium and the others on DEFAULT_PLAN; an administrator changes their own plan, never disables themselves", async () => {
    const plans = (await users(first)).users.map((u) => [u.user_email, u.user_plan]);
    expect(plans).toContainEqual([first.user.user_email, 'premium']);
    expect(plans).toContainEqual([user.user.user_email, 'free']);
    const own = `/api/v1/admin/users/${listed.user.user_id}`;
    const lowered = await call(listed, 'PATCH', own, { plan: 'free' });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().data.user_plan).toBe('free');
    expect((await call(listed, 'PATCH', own, { plan: 'premium' })).json().data.user_plan).toBe('premium');
    const disabled = await call(listed, 'PATCH', own, { disabled: true });
    expect(disabled.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'You cannot disable your own account here.',
    });
    const premiumApp = await createTestApp({ DEFAULT_PLAN: 'premium' });
    try {
      await signUpAndLogIn(premiumApp.app);
      const second = await signUpAndLogIn(premiumApp.app);
      const me = await premiumApp.app.inject({ url: '/api/v1/user/me', headers: second.auth });
      expect(me.json().data.user_plan.user_plan_name).toBe('premium');
    } finally {
      await premiumApp.close();
    }
  });

  it('finds users by e-mail or name, with their usage and storage', async () => {
    await uploadOk(t.app, user.auth, 'tone.wav');
    // Two calls to the language model today (one without reported tokens) and one yesterday.
    const call_ = (day: string, prompt: number | null, completion: number | null) => ({
      user_id: user.user.user_id,
      purpose: 'ask' as const,
      day,
      duration_ms: 5,
      prompt_tokens: prompt,
      completion_tokens: completion,
      succeeded: 1,
      created_at: new Date().toISOString(),
    });
    const today = new Date().toISOString().slice(0, 10);
    await t.ctx.db
      .insertInto('llm_calls')
      .values([call_(today, 120, 30), call_(today, null, null), call_('2020-01-01', 999, 1)])
      .execute();
    const found = await users(first, user.email.slice(0, 12).toUpperCase());
    expect(found.users.map((u) => u.user_email)).toEqual([user.email]);
    expect(found.users[0]).toMatchObject({
      user_file_count: 1,
      user_plan: 'free',
      user_disabled_at: null,
      user_llm_tokens_today: 150,
    });
    expect(found.users[0]?.user_storage_bytes).toBeGreaterThan(1000);
    expect((await users(first, '%')).total).toBe(3);
  });

  it('disables an account: its tokens, refresh and API keys stop at once; enabling lets it back', async () => {
    const victim = await signUpAndLogIn(t.app);
    const key = await call(victim, 'POST', '/api/v1/user/api-key', { api_key_name: 'script' });
    const secret = key.json().data.api_key_secret as string;
    const res = await call(first, 'PATCH', `/api/v1/admin/users/${victim.user.user_id}`, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user_disabled_at).not.toBeNull();

    const me = await call(victim, 'GET', '/api/v1/user/me');
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    const byKey = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(byKey.statusCode).toBe(403);
    const refreshed = await call(undefined, 'POST', '/api/v1/auth/refresh', {
      refresh_token: victim.login.login_refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(victim.email)).json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });

    await call(first, 'PATCH', `/api/v1/admin/users/${victim.user.user_id}`, {
      disabled: false,
      plan: 'premium',
    });
    expect((await login(victim.email)).statusCode).toBe(200);
    const back = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(back.json().data.user_plan.user_plan_name).toBe('premium');
  });

  it("shows the queue, retries and cancels anyone's transcription, and sums up the install", async () => {
    const failed = await insertTranscript(t, user.auth, user.user.user_id, null, { status: 'failed' });
    await t.ctx.db
      .updateTable('transcripts')
      .set({ error_message: 'ffmpeg could not read the file' })
      .where('id', '=', failed.transcriptId)
      .execute();
    const queue = ZAdminQueueResponse.parse(
      (await call(first, 'GET', '/api/v1/admin/queue?status=failed')).json(),
    );
    expect(queue.data.jobs[0]).toMatchObject({
      transcript_id: failed.transcriptId,
      owner_email: user.email,
      error_message: 'ffmpeg could not read the file',
    });
    expect(queue.data.counts.failed).toBe(1);
    const retried = await call(first, 'POST', `/api/v1/admin/transcripts/${failed.transcriptId}/retry`);
    expect(retried.json().data).toMatchObject({ status: 'queued', error_message: null });
    const cancelled = await call(first, 'POST', `/api/v1/admin/transcripts/${failed.transcriptId}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    const again = await call(first, 'POST', `/api/v1/admin/transcripts/${failed.transcriptId}/cancel`);
    expect(again.json()).toMatchObject({ code: 'TRANSCRIPT_NOT_CANCELLABLE' });

    const system = ZAdminSystemResponse.parse((await call(first, 'GET', '/api/v1/admin/system')).json()).data;
    expect(system.users).toBeGreaterThanOrEqual(3);
    expect(system.files).toBeGreaterThanOrEqual(2);
    expect(system.storage_bytes).toBeGreaterThan(0);
    expect(system.models.length).toBeGreaterThan(0);
    expect(system.public_url).toBe(t.ctx.config.publicUrl);
  });

  it('deletes a user with everything of theirs, never themselves, and logs every action', async () => {
    const doomed = await signUpAndLogIn(t.app);
    await uploadOk(t.app, doomed.auth, 'tone.wav');
    const self = await call(first, 'DELETE', `/api/v1/admin/users/${first.user.user_id}`);
    expect(self.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'You cannot delete your own account here.',
    });
    const gone = await call(first, 'DELETE', `/api/v1/admin/users/${doomed.user.user_id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call(doomed, 'GET', '/api/v1/user/me')).statusCode).toBe(401);
    expect((await call(first, 'DELETE', `/api/v1/admin/users/${doomed.user.user_id}`)).statusCode).toBe(404);
    const audio = await t.ctx.db
      .selectFrom('audio')
      .select('id')
      .where('user_id', '=', doomed.user.user_id)
      .execute();
    expect(audio).toEqual([]);

    const log = ZAuditListResponse.parse((await call(listed, 'GET', '/api/v1/admin/audit')).json()).data
      .entries;
    expect(log[0]).toMatchObject({
      audit_actor_email: first.email,
      audit_action: 'user.delete',
      audit_target: `user:${doomed.user.user_id}`,
      audit_details: { email: doomed.email, files: 1 },
    });
    expect(log.map((e) => e.audit_action)).toEqual(
      expect.arrayContaining(['user.update', 'transcript.retry', 'transcript.cancel']),
    );
  });
});
