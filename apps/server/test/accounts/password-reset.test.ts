import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, signUpAndLogIn, uniqueEmail } from '../../src/test-support/accounts.js';
import { decodeQuotedPrintable, startSmtpCapture } from '../../src/test-support/smtp-capture.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const SENT = { success: true, message: 'Password reset link has been sent to your email.' };

function resetToken(mail: string): string {
  const match = /reset-password\?token=([\w%-]+)/.exec(decodeQuotedPrintable(mail));
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return decodeURIComponent(match[1]);
}

describe('password reset through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://transcribe.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload: { email } });
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset/confirm',
      payload: { token, password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { login_email: email, login_password: password },
    });

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const session = await signUpAndLogIn(t.app);
    const res = await request(session.email.toUpperCase());
    expect(res.json()).toEqual(SENT);
    // The mail goes out after the answer.
    const mail = await vi.waitFor(
      () => smtp.mails.find((m) => m.to.includes(session.email)) ?? Promise.reject(),
    );
    expect(mail.raw).toContain('https://transcribe.example/reset-password?token=');
    const token = resetToken(mail.raw);

    const done = await confirm(token, 'my new password!');
    expect(done.statusCode).toBe(200);
    expect((await login(session.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(session.email, 'my new password!')).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: session.login.login_refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await confirm(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length;
    const email = uniqueEmail('nobody');
    expect((await request(email)).json()).toEqual(SENT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(before);
  });

  it('rejects an expired link and a too-short new password', async () => {
    const session = await signUpAndLogIn(t.app);
    await request(session.email);
    const mail = await vi.waitFor(
      () => smtp.mails.find((m) => m.to.includes(session.email)) ?? Promise.reject(),
    );
    const token = resetToken(mail.raw);
    expect((await confirm(token, 'short')).statusCode).toBe(400);
    await t.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', session.user.user_id)
      .execute();
    expect((await confirm(token, 'long enough password')).json()).toMatchObject({
      code: 'INVALID_RESET_TOKEN',
    });
    expect((await confirm('made-up-token', 'long enough password')).statusCode).toBe(400);
  });
});

describe('password reset without SMTP', () => {
  it('writes the mail to DATA_DIR/outbox so the link can still be used', async () => {
    const t = await createTestApp();
    try {
      const session = await signUpAndLogIn(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset',
        payload: { email: session.email },
      });
      const outbox = join(t.dataDir, 'outbox');
      const files = await vi.waitFor(() => {
        const eml = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        if (eml.length === 0) throw new Error('no mail yet');
        return eml;
      });
      expect(files).toHaveLength(1);
      const token = resetToken(readFileSync(join(outbox, files[0] ?? ''), 'utf8'));
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset/confirm',
        payload: { token, password: 'from the outbox' },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
