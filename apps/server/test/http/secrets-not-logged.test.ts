import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZRefreshResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redactUrl } from '../../src/http/log-redaction.js';
import { PASSWORD, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { decodeQuotedPrintable } from '../../src/test-support/smtp-capture.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('tokens, passwords and reset links never reach the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // The most talkative level, so anything a request carries would show up.
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs requests that carry every kind of secret without the secrets', async () => {
    const session = await signUpAndLogIn(t.app);
    const access = session.login.login_access_token;
    const inject = (method: 'GET' | 'HEAD' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });

    const audio = await uploadOk(t.app, session.auth, 'tone.wav');
    expect((await t.app.inject(`/api/v1/audio/stream/${audio.audio_id}?token=${access}`)).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'HEAD', url: `/api/v1/event?token=${access}` })).statusCode).toBe(
      200,
    );
    // Refused query tokens (a route that takes none) are not logged either.
    expect((await t.app.inject(`/api/v1/user/me?token=${access}`)).statusCode).toBe(401);
    const refreshed = await inject('POST', '/api/v1/auth/refresh', {
      refresh_token: session.login.login_refresh_token,
    });
    const pair = ZRefreshResponse.parse(refreshed.json()).login;
    const newPassword = 'a brand new secret phrase';
    const changed = await inject('PUT', '/api/v1/user/me/password', {
      current_password: PASSWORD,
      new_password: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await inject('POST', '/api/v1/auth', {
      login_email: session.email,
      login_password: 'a wrong guess here',
    });
    await inject('POST', '/api/v1/auth/logout', { refresh_token: pair.login_refresh_token });
    await t.app.inject('/api/v1/auth/google/callback?code=provider-one-time-code&state=provider-state-value');
    const created = await inject('POST', '/api/v1/user/api-key', { api_key_name: 'log test' });
    const apiKey = String(created.json().data.api_key_secret);
    const viaKey = await t.app.inject({
      url: '/api/v1/folder',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(viaKey.statusCode).toBe(200);
    expect((await t.app.inject(`/api/v1/audio/stream/${audio.audio_id}?token=${apiKey}`)).statusCode).toBe(
      401,
    );

    // Password reset without SMTP: the mail goes to the outbox, never into the log.
    await inject('POST', '/api/v1/auth/password/reset', { email: session.email });
    const outbox = join(t.dataDir, 'outbox');
    const mail = await vi.waitFor(() => {
      const file = readdirSync(outbox).find((f) => f.endsWith('.eml'));
      if (!file) throw new Error('no mail yet');
      return decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
    });
    const link = /https?:\/\/\S+reset-password\?token=([\w%-]+)/.exec(mail);
    const resetToken = decodeURIComponent(link?.[1] ?? '');
    expect(resetToken.length).toBeGreaterThan(20);
    const confirmed = await inject('POST', '/api/v1/auth/password/reset/confirm', {
      token: resetToken,
      password: 'the reset password',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const log = lines.join('');
    // The log did record these requests (with the secrets redacted), so its silence below means something.
    expect(log).toContain(`/api/v1/audio/stream/${audio.audio_id}?token=%5Bredacted%5D`);
    expect(log).toContain('mail written to outbox');
    for (const secret of [
      access,
      access.split('.')[2] ?? '',
      session.login.login_refresh_token,
      pair.login_access_token,
      pair.login_refresh_token,
      PASSWORD,
      newPassword,
      'a wrong guess here',
      'the reset password',
      resetToken,
      link?.[0] ?? 'no link',
      'provider-one-time-code',
      'provider-state-value',
      apiKey,
    ]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('redacts secret query values and keeps the rest of the address', () => {
    expect(redactUrl('/api/v1/event?token=abc.def.ghi&channel=3')).toBe(
      '/api/v1/event?token=%5Bredacted%5D&channel=3',
    );
    expect(redactUrl('/cb?CODE=x&state=y&error=access_denied')).toBe(
      '/cb?CODE=%5Bredacted%5D&state=%5Bredacted%5D&error=access_denied',
    );
    expect(redactUrl('/api/v1/audio?folder_id=2')).toBe('/api/v1/audio?folder_id=2');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
