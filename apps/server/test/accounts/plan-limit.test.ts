import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ZUserResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../src/db/repositories/daily-usage.js';
import {
  chargeDailyTranscription,
  chargeWorkspaceTranscription,
} from '../../src/services/core/plan-usage.js';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const run = promisify(execFile);
const CLI = new URL('../../dist/cli/user-plan.js', import.meta.url).pathname;

describe('the Free plan daily limit and the plan switch command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUpAndLogIn(t.app); // the install's first account, on premium
  });
  afterAll(() => t.close());

  const usage = async (auth: { authorization: string }) =>
    ZUserResponse.parse((await t.app.inject({ url: '/api/v1/user/me', headers: auth })).json()).data
      .user_plan;
  const outcome = (userId: number) =>
    chargeDailyTranscription(t.ctx.db, userId).then(
      () => 'ok',
      (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
    );
  /** Runs `npm run user:plan` (the compiled command) against this test's database. */
  const switchPlan = (...args: string[]) => {
    const db = t.ctx.config.database;
    const DATABASE_URL = db.kind === 'postgres' ? db.url : `sqlite:${db.file}`;
    return run(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: t.dataDir, DATABASE_URL },
    });
  };

  it('allows 3 transcriptions a UTC day on the Free plan, then answers 429', async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    expect(await outcome(user.user_id)).toBe('ok');
    expect(await outcome(user.user_id)).toBe('ok');
    expect((await usage(auth)).user_plan_audio_upload_daily_usage).toBe(2);
    expect(await outcome(user.user_id)).toBe('ok');
    expect(await outcome(user.user_id)).toBe(
      'DAILY_LIMIT_REACHED: Daily transcription limit reached for the Free plan.',
    );
    expect(await usage(auth)).toMatchObject({
      user_plan_audio_upload_daily_usage: 3,
      user_plan_audio_upload_daily_limit: 3,
    });
  });

  it('counts per UTC day', async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await t.ctx.db
      .insertInto('daily_usage')
      .values({ user_id: user.user_id, day: yesterday, count: 3 })
      .execute();
    expect((await usage(auth)).user_plan_audio_upload_daily_usage).toBe(0);
    expect(await outcome(user.user_id)).toBe('ok');
  });

  it('lets exactly 3 of 10 simultaneous requests through', async () => {
    const { user } = await signUpAndLogIn(t.app);
    const results = await Promise.all(Array.from({ length: 10 }, () => outcome(user.user_id)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
  });

  it('switches plans with npm run user:plan; Premium is unlimited', async () => {
    const { auth, user, email } = await signUpAndLogIn(t.app);
    const { stdout } = await switchPlan(email.toUpperCase(), 'premium');
    expect(stdout.trim()).toBe(`${email} is now on the Premium plan.`);
    expect(await usage(auth)).toMatchObject({
      user_plan_name: 'premium',
      user_plan_audio_upload_daily_limit: null,
    });
    for (let i = 0; i < 5; i++) expect(await outcome(user.user_id)).toBe('ok');
    expect((await usage(auth)).user_plan_audio_upload_daily_usage).toBe(5);
    await switchPlan(email, 'free');
    expect(await outcome(user.user_id)).toMatch(/^DAILY_LIMIT_REACHED/);
  });

  it("counts a workspace's transcriptions against its own plan, switched with --workspace", async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: auth,
      payload: { workspace_name: 'Desk' },
    });
    const id = made.json().data.workspace_id as number;
    const charge = () =>
      chargeWorkspaceTranscription(t.ctx.db, id).then(
        () => 'ok',
        (error: { code: string }) => error.code,
      );
    for (let i = 0; i < 3; i++) expect(await charge()).toBe('ok');
    expect(await charge()).toBe('DAILY_LIMIT_REACHED');
    expect((await usage(auth)).user_plan_audio_upload_daily_usage).toBe(0);
    // Its members see whose allowance it is and what is left of it (the upload dialog says so).
    const listed = await t.app.inject({ url: '/api/v1/workspace', headers: auth });
    expect(listed.json().data[0]).toMatchObject({ workspace_usage_today: 3, workspace_daily_limit: 3 });
    const { stdout } = await switchPlan('--workspace', String(id), 'premium');
    expect(stdout.trim()).toBe('The workspace "Desk" is now on the Premium plan.');
    expect(await charge()).toBe('ok');
    expect(await outcome(user.user_id)).toBe('ok');
    await expect(switchPlan('--workspace', '999999', 'free')).rejects.toMatchObject({ code: 1 });
  });

  it('explains bad use of the command', async () => {
    await expect(switchPlan('nobody@example.com', 'premium')).rejects.toMatchObject({
      code: 1,
      stderr: 'No user with the e-mail address nobody@example.com.\n',
    });
    await expect(switchPlan('someone@example.com', 'gold')).rejects.toMatchObject({ code: 2 });
  });
});
