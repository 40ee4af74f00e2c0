import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript, requestTranscription } from '../../src/test-support/transcripts.js';

const TOKEN = 'metrics-token-for-the-test-0123';

describe('readiness and metrics for operators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('says ready while the database answers', async () => {
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('serves Prometheus text with jobs and transcripts by state, only with the token', async () => {
    const session = await signUpAndLogIn(t.app);
    await insertTranscript(t, session.auth, session.user.user_id, null, { status: 'failed' });
    const audio = await uploadOk(t.app, session.auth, 'tone.wav');
    expect((await requestTranscription(t.app, session.auth, audio.audio_id)).statusCode).toBe(201);
    expect((await t.app.inject('/api/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^transcribe_jobs\{status="queued"\} 1$/m);
    expect(res.body).toMatch(/^transcribe_transcripts\{status="failed"\} 1$/m);
    expect(res.body).toMatch(/^transcribe_process_resident_memory_bytes \d+/m);
  });

  it('answers 503, not an error page, when the database is gone', async () => {
    const down = await createTestApp();
    await down.ctx.db.destroy();
    try {
      const res = await down.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
    } finally {
      await down.close().catch(() => undefined);
    }
  });

  it('has no metrics endpoint unless a token is configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject('/api/metrics')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
