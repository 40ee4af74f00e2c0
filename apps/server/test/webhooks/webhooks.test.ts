import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ZCreateWebhookResponse,
  ZWebhookDeliveryListResponse,
  ZWebhookListResponse,
  ZWebhookPayload,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signatureHeader } from '../../src/adapters/webhooks/signature.js';

// Names under .invalid (RFC 6761) are answered "not found" here, as a resolver would, without asking the
// machine's DNS server, which is another host: no test reaches outside this machine.
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const lookup = ((host: string, ...rest: unknown[]) => {
    const callback = rest.at(-1) as (error: NodeJS.ErrnoException | null) => void;
    if (!host.endsWith('.invalid')) return (dns.lookup as (...args: unknown[]) => void)(host, ...rest);
    const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${host}`);
    error.code = 'ENOTFOUND';
    process.nextTick(() => callback(error));
  }) as typeof dns.lookup;
  return { ...dns, default: { ...dns, lookup }, lookup };
});

import { type Auth, makePremium, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription } from '../../src/test-support/transcripts.js';
import { startWebhookReceiver, verifyWebhookSignature } from '../../src/test-support/webhook-receiver.js';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
const EVENTS = ['transcript.completed', 'transcript.failed'];

const register = (t: TestApp, auth: Auth, url: string, events = EVENTS) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/webhook',
    headers: auth,
    payload: { webhook_url: url, webhook_events: events },
  });

async function registerOk(t: TestApp, auth: Auth, url: string, events = EVENTS) {
  const res = await register(t, auth, url, events);
  expect(res.statusCode, res.body).toBe(201);
  return ZCreateWebhookResponse.parse(res.json()).data;
}

const deliveries = async (t: TestApp, auth: Auth, id: number) => {
  const res = await t.app.inject({ url: `/api/v1/user/webhook/${id}/delivery`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return ZWebhookDeliveryListResponse.parse(res.json()).data;
};

const sendTest = (t: TestApp, auth: Auth, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/v1/user/webhook/${id}/test`, headers: auth });

describe('webhooks with private addresses allowed (a receiver on 127.0.0.1)', () => {
  let t: TestApp;
  let me: Session;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp(
      { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1' },
      { runWorker: true },
    );
    me = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, me.user.user_id);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('signs transcript.completed once per real completion, timestamped, and logs it delivered', async () => {
    const hook = await registerOk(t, me.auth, receiver.url);
    expect(hook.webhook_secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = ZWebhookListResponse.parse(
      (await t.app.inject({ url: '/api/v1/user/webhook', headers: me.auth })).json(),
    ).data;
    expect(listed).toEqual([
      {
        webhook_id: hook.webhook_id,
        webhook_url: receiver.url,
        webhook_events: EVENTS,
        webhook_created_at: hook.webhook_created_at,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(hook.webhook_secret);

    const audio = await uploadOk(t.app, me.auth, 'tone.wav', {}, 'hooked.wav');
    const started = await requestTranscription(t.app, me.auth, audio.audio_id);
    expect(started.statusCode, started.body).toBe(201);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 60_000, interval: 100 });
    const [got] = receiver.received;
    if (!got) throw new Error('nothing received');
    expect(verifyWebhookSignature(got.signature, got.body, hook.webhook_secret)).toBe(true);
    expect(verifyWebhookSignature(got.signature, got.body, 'another secret')).toBe(false);
    expect(verifyWebhookSignature(got.signature, `${got.body} `, hook.webhook_secret)).toBe(false);
    const payload = ZWebhookPayload.parse(JSON.parse(got.body));
    expect(payload).toMatchObject({
      event: 'transcript.completed',
      data: { audio_id: audio.audio_id, file_name: 'hooked.wav', status: 'completed', error_message: null },
    });
    const t0 = Number(/t=(\d+)/.exec(got.signature)?.[1]);
    expect(Math.abs(t0 - Date.now() / 1000)).toBeLessThan(60);
    // The timestamp is signed: a request signed an hour ago (a replay) fails the check despite a right HMAC.
    const anHourAgo = signatureHeader(hook.webhook_secret, got.body, new Date(Date.now() - 3_600_000));
    expect(verifyWebhookSignature(anHourAgo, got.body, hook.webhook_secret)).toBe(false);

    await vi.waitFor(async () =>
      expect((await deliveries(t, me.auth, hook.webhook_id))[0]).toMatchObject({
        webhook_delivery_id: payload.id,
        webhook_delivery_event: 'transcript.completed',
        webhook_delivery_status: 'delivered',
        webhook_delivery_attempts: 1,
        webhook_delivery_response_code: 200,
        webhook_delivery_error: null,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(receiver.received).toHaveLength(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/webhook/${hook.webhook_id}`,
      headers: me.auth,
    });
  });

  it('sends transcript.failed when a transcription fails for good', async () => {
    const failing = await startWebhookReceiver();
    try {
      const hook = await registerOk(t, me.auth, failing.url, ['transcript.failed']);
      const audio = await uploadOk(t.app, me.auth, 'tone.wav', {}, 'gone.wav');
      const row = await t.ctx.db
        .selectFrom('audio')
        .select('storage_key')
        .where('id', '=', audio.audio_id)
        .executeTakeFirstOrThrow();
      rmSync(join(t.dataDir, 'media', row.storage_key), { force: true });
      expect((await requestTranscription(t.app, me.auth, audio.audio_id)).statusCode).toBe(201);
      await vi.waitFor(() => expect(failing.received).toHaveLength(1), { timeout: 60_000, interval: 100 });
      const [got] = failing.received;
      expect(verifyWebhookSignature(got?.signature ?? '', got?.body ?? '', hook.webhook_secret)).toBe(true);
      expect(ZWebhookPayload.parse(JSON.parse(got?.body ?? ''))).toMatchObject({
        event: 'transcript.failed',
        data: { audio_id: audio.audio_id, status: 'failed', error_message: expect.any(String) },
      });
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/user/webhook/${hook.webhook_id}`,
        headers: me.auth,
      });
    } finally {
      await failing.close();
    }
  });

  it('retries a delivery the receiver answered 500, with the same body, until it is delivered', async () => {
    const flaky = await startWebhookReceiver([500]);
    try {
      const hook = await registerOk(t, me.auth, flaky.url);
      const res = await sendTest(t, me.auth, hook.webhook_id);
      expect(res.statusCode, res.body).toBe(202);
      await vi.waitFor(() => expect(flaky.received).toHaveLength(2), { timeout: 30_000, interval: 100 });
      const [first, second] = flaky.received;
      expect(second?.body).toBe(first?.body);
      expect(ZWebhookPayload.parse(JSON.parse(second?.body ?? '')).event).toBe('webhook.test');
      expect(verifyWebhookSignature(second?.signature ?? '', second?.body ?? '', hook.webhook_secret)).toBe(
        true,
      );
      await vi.waitFor(async () =>
        expect((await deliveries(t, me.auth, hook.webhook_id))[0]).toMatchObject({
          webhook_delivery_status: 'delivered',
          webhook_delivery_attempts: 2,
          webhook_delivery_response_code: 200,
        }),
      );
    } finally {
      await flaky.close();
    }
  });

  it("answers 404 for another user's webhook, as for a missing one, and changes nothing", async () => {
    const hook = await registerOk(t, me.auth, receiver.url);
    const bob = await signUpAndLogIn(t.app);
    for (const id of [hook.webhook_id, 999_999]) {
      for (const [method, url] of [
        ['DELETE', `/api/v1/user/webhook/${id}`],
        ['POST', `/api/v1/user/webhook/${id}/test`],
        ['GET', `/api/v1/user/webhook/${id}/delivery`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bob.auth });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Webhook not found.' });
      }
    }
    const bobs = await t.app.inject({ url: '/api/v1/user/webhook', headers: bob.auth });
    expect(bobs.json().data).toEqual([]);
    expect(await deliveries(t, me.auth, hook.webhook_id)).toEqual([]);
  });
});

describe('webhooks with private addresses refused (the default)', () => {
  let t: TestApp;
  let me: Session;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_RETRY_DELAY_SECONDS: '1' }, { runWorker: true });
    me = await signUpAndLogIn(t.app);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://10.1.2.3/hook',
    'http://172.16.0.1/hook',
    'http://192.168.1.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://0.0.0.0/hook',
  ])('refuses %s at registration', async (url) => {
    const res = await register(t, me.auth, url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEBHOOK_ADDRESS_REFUSED' });
  });

  it('says so when the host cannot be found, apart from a refused private address', async () => {
    const res = await register(t, me.auth, 'https://no-such-host.invalid/hook');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WEBHOOK_HOST_NOT_FOUND',
      message: 'The host no-such-host.invalid could not be found.',
    });
  });

  it('refuses addresses that are not http(s) or name no event', async () => {
    expect((await register(t, me.auth, 'file:///etc/passwd')).statusCode).toBe(400);
    expect((await register(t, me.auth, 'gopher://example.com/')).statusCode).toBe(400);
    expect((await register(t, me.auth, 'https://example.com/', [])).statusCode).toBe(400);
    expect((await register(t, me.auth, 'https://example.com/', ['user.deleted'])).statusCode).toBe(400);
    const listed = await t.app.inject({ url: '/api/v1/user/webhook', headers: me.auth });
    expect(listed.json().data).toEqual([]);
  });

  it('refuses at delivery an address that resolves to a private one now (DNS changed after registration)', async () => {
    // As if example.test had resolved to a public address when registered and to 127.0.0.1 now: the row
    // stands, and every delivery checks the address it would connect to.
    const now = new Date().toISOString();
    for (const url of [`http://localhost:${receiver.port}/hook`, receiver.url]) {
      const hook = await t.ctx.db
        .insertInto('webhooks')
        .values({
          user_id: me.user.user_id,
          url,
          events: EVENTS.join(','),
          secret: 'whsec_x',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await sendTest(t, me.auth, hook.id)).statusCode).toBe(202);
      await vi.waitFor(
        async () =>
          expect((await deliveries(t, me.auth, hook.id))[0]).toMatchObject({
            webhook_delivery_status: 'retrying',
            webhook_delivery_attempts: 1,
            webhook_delivery_response_code: null,
            webhook_delivery_error: expect.stringContaining('private or local address'),
          }),
        { timeout: 15_000, interval: 100 },
      );
    }
    expect(receiver.received).toEqual([]);
  });
});
