import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acquireLease } from '../../src/db/repositories/transcript-leases.js';
import { type ClaimedJob, leaseToken } from '../../src/jobs/job-queue.js';
import { makePremium, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription, transcriptAction } from '../../src/test-support/transcripts.js';

/** The configured queue (the jobs table on SQLite, pg-boss on PostgreSQL), with no worker running. */
describe('the durable job queue', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp({ JOB_RETRY_DELAY_SECONDS: '0.3' });
    session = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, session.user.user_id);
  });
  afterAll(() => t.close());

  /** A queued transcript of a short tone, as a request through the API makes it. */
  async function queued(auth = session.auth): Promise<number> {
    const audio = await uploadOk(t.app, auth, 'tone.wav');
    const res = await requestTranscription(t.app, auth, audio.audio_id);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.audio_transcript_id as number;
  }
  const drain = async () => {
    while (await t.ctx.queue.claim('drain')) {}
  };
  const claimSoon = (worker: string) =>
    vi.waitFor(async () => (await t.ctx.queue.claim(worker)) ?? Promise.reject(new Error('none yet')), {
      timeout: 10_000,
      interval: 100,
    });
  /** A worker that took the job and then vanished: its lease is a minute old. */
  async function vanish(job: ClaimedJob, worker: string) {
    expect(await acquireLease(t.ctx.db, job.transcriptId, { token: leaseToken(job, worker) }, 9)).toBe(
      'leased',
    );
    await t.ctx.db
      .updateTable('transcripts')
      .set({ lease_beat_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', job.transcriptId)
      .execute();
  }

  it('gives a queued job to exactly one of many claiming workers', async () => {
    await drain();
    const id = await queued();
    const claims = await Promise.all(['w1', 'w2', 'w3', 'w4'].map((w) => t.ctx.queue.claim(w)));
    expect(claims.filter((c) => c?.transcriptId === id)).toHaveLength(1);
    expect(await jobsOfTranscript(t.ctx, id)).toEqual([{ status: 'running', attempts: 1 }]);
  });

  it('waits before retrying a failed attempt, and fails for good when not worth retrying', async () => {
    await drain();
    const id = await queued();
    const first = await claimSoon('w');
    expect(first).toMatchObject({ transcriptId: id, attempt: 1, maxAttempts: 3 });
    expect(await t.ctx.queue.fail(first, 'w', 'engine busy', true)).toBe('retry');
    expect(await t.ctx.queue.claim('w')).toBeUndefined(); // not before its retry time
    const second = await claimSoon('w');
    expect(second).toMatchObject({ transcriptId: id, attempt: 2 });
    expect(await t.ctx.queue.fail(second, 'w', 'file is not audio', false)).toBe('failed');
    expect(await jobsOfTranscript(t.ctx, id)).toContainEqual({ status: 'failed', attempts: 2 });
    expect(await t.ctx.queue.claim('w')).toBeUndefined();
  });

  it('never hands out a cancelled job', async () => {
    await drain();
    const id = await queued();
    expect((await transcriptAction(t.app, session.auth, id, 'cancel')).statusCode).toBe(200);
    expect(await t.ctx.queue.claim('w')).toBeUndefined();
    expect(await jobsOfTranscript(t.ctx, id)).toEqual([{ status: 'cancelled', attempts: 0 }]);
  });

  it('puts the later jobs of a user behind another user’s first', async () => {
    await drain();
    const one = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, one.user.user_id);
    const busy = [await queued(one.auth), await queued(one.auth), await queued(one.auth)];
    const theirs = await queued((await signUpAndLogIn(t.app)).auth);
    const order = [];
    for (let i = 0; i < 4; i++) order.push((await claimSoon('w')).transcriptId);
    expect(order).toEqual([busy[0], theirs, busy[1], busy[2]]);
  });

  it('holds a user at their running cap: the extra job waits and comes back later', async () => {
    await drain();
    const one = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, one.user.user_id);
    const [a, b] = [await queued(one.auth), await queued(one.auth)];
    const theirs = await queued((await signUpAndLogIn(t.app)).auth);
    const first = await claimSoon('w1');
    expect(first.transcriptId).toBe(a);
    expect(await acquireLease(t.ctx.db, a, { token: leaseToken(first, 'w1') }, 1)).toBe('leased');
    const second = await claimSoon('w2');
    expect(second.transcriptId).toBe(theirs); // the other user's first job ranks before this user's second
    expect(await acquireLease(t.ctx.db, theirs, { token: leaseToken(second, 'w2') }, 1)).toBe('leased');
    const third = await claimSoon('w3');
    expect(third.transcriptId).toBe(b);
    expect(await acquireLease(t.ctx.db, b, { token: leaseToken(third, 'w3') }, 1)).toBe('busy');
    await t.ctx.queue.defer(third, 'w3', 1000);
    expect(await t.ctx.queue.claim('w3')).toBeUndefined();
    expect((await claimSoon('w3')).transcriptId).toBe(b);
  });

  it('takes up the jobs of vanished workers, and gives up after the third', async () => {
    await drain();
    const id = await queued();
    for (const attempt of [1, 2]) {
      const job = await claimSoon(`dead-${attempt}`);
      expect(job).toMatchObject({ transcriptId: id, attempt });
      await vanish(job, `dead-${attempt}`);
      // (The dead letter of the job failed for good above may come back here: only this one matters.)
      expect(await t.ctx.queue.recoverStale(30_000)).not.toContain(id);
      // Its lease is gone: the vanished worker can write nothing more.
      expect(
        (await t.ctx.db.selectFrom('transcripts').select('lease').where('id', '=', id).executeTakeFirst())
          ?.lease,
      ).toBeNull();
    }
    await vanish(await claimSoon('dead-3'), 'dead-3');
    expect(await t.ctx.queue.recoverStale(30_000)).toContain(id);
    expect(await jobsOfTranscript(t.ctx, id)).toContainEqual({ status: 'failed', attempts: 3 });
  });
});
