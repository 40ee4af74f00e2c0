import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobQueue } from '../src/jobs/job-queue.js';
import { makePremium, type Session, signUpAndLogIn } from '../src/test-support/accounts.js';
import { uploadOk } from '../src/test-support/library.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { requestTranscription } from '../src/test-support/transcripts.js';

describe('the durable job queue', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, session.user.user_id);
  });
  afterAll(() => t.close());

  /** A queued transcript of a short tone, as a request through the API makes it (no worker runs here). */
  async function queuedJob() {
    const audio = await uploadOk(t.app, session.auth, 'tone.wav');
    const res = await requestTranscription(t.app, session.auth, audio.audio_id);
    const transcriptId = res.json().data.audio_transcript_id as number;
    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('transcript_id', '=', transcriptId)
      .executeTakeFirstOrThrow();
    return { transcriptId, job };
  }
  const jobRow = (id: number) =>
    t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const drain = async (queue: JobQueue) => {
    while (await queue.claim('drain')) {}
  };

  it('gives a pending job to exactly one of many claiming workers', async () => {
    const queue = new JobQueue(t.ctx.db);
    await drain(queue);
    const { job } = await queuedJob();
    const claims = await Promise.all(['w1', 'w2', 'w3', 'w4'].map((w) => queue.claim(w)));
    const winners = claims.filter((c) => c?.id === job.id);
    expect(winners).toHaveLength(1);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'running',
      attempts: 1,
      locked_by: winners[0]?.locked_by,
    });
  });

  it('waits before retrying a failed attempt, and fails for good after three', async () => {
    const queue = new JobQueue(t.ctx.db, 300);
    await drain(queue);
    const { job } = await queuedJob();
    const first = await queue.claim('w');
    expect(first?.id).toBe(job.id);
    expect(await queue.fail(first ?? job, 'w', 'engine busy', true)).toBe('retry');
    expect(await queue.claim('w')).toBeUndefined(); // not before its retry time
    const second = await vi.waitFor(
      async () => (await queue.claim('w')) ?? Promise.reject(new Error('not yet')),
      { timeout: 3000 },
    );
    expect(second.attempts).toBe(2);
    expect(await queue.fail(second, 'w', 'engine busy', false)).toBe('failed');
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', last_error: 'engine busy' });
  });

  it('stops a job whose row was deleted or taken over', async () => {
    const queue = new JobQueue(t.ctx.db);
    await drain(queue);
    const { job } = await queuedJob();
    await queue.claim('w');
    expect(await queue.heartbeat(job.id, 'w')).toBe(true);
    expect(await queue.heartbeat(job.id, 'someone-else')).toBe(false);
    await t.ctx.db.deleteFrom('jobs').where('id', '=', job.id).execute();
    expect(await queue.heartbeat(job.id, 'w')).toBe(false);
  });

  it('takes up jobs of dead workers, and gives up on a job after its third worker died', async () => {
    const queue = new JobQueue(t.ctx.db);
    await drain(queue);
    const { job } = await queuedJob();
    const old = new Date(Date.now() - 60_000).toISOString();
    await queue.claim('dead-1');
    await t.ctx.db.updateTable('jobs').set({ heartbeat_at: old }).where('id', '=', job.id).execute();
    expect(await queue.recoverStale(30_000)).toEqual([]);
    expect(await jobRow(job.id)).toMatchObject({ status: 'pending', locked_by: null, attempts: 1 });

    await t.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 3, heartbeat_at: old, locked_by: 'dead-3' })
      .where('id', '=', job.id)
      .execute();
    const exhausted = await queue.recoverStale(30_000);
    expect(exhausted.map((j) => j.id)).toEqual([job.id]);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'failed',
      last_error: 'The worker stopped while processing this job.',
    });
  });
});

describe('a worker starting up', () => {
  it('fails the transcript of a job that killed its workers three times, with a message', async () => {
    const setup = await createTestApp();
    const session = await signUpAndLogIn(setup.app);
    const audio = await uploadOk(setup.app, session.auth, 'tone.wav');
    const res = await requestTranscription(setup.app, session.auth, audio.audio_id);
    const transcriptId = res.json().data.audio_transcript_id as number;
    await setup.ctx.db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 3,
        locked_by: 'dead',
        heartbeat_at: new Date(Date.now() - 3_600_000).toISOString(),
      })
      .where('transcript_id', '=', transcriptId)
      .execute();
    await setup.app.close();

    // The same data directory and database, now with a worker.
    const db = setup.ctx.config.database;
    const t = await createTestApp(
      {
        DATA_DIR: setup.dataDir,
        ...(db.kind === 'sqlite' ? { DATABASE_URL: `sqlite:${db.file}` } : { DATABASE_URL: db.url }),
      },
      { runWorker: true },
    );
    try {
      await vi.waitFor(
        async () => {
          const row = await t.ctx.db
            .selectFrom('transcripts')
            .selectAll()
            .where('id', '=', transcriptId)
            .executeTakeFirstOrThrow();
          expect(row).toMatchObject({
            status: 'failed',
            error_message:
              'Transcription failed: the worker stopped while processing this file too many times.',
          });
        },
        { timeout: 10_000 },
      );
    } finally {
      await t.close();
      await setup.close();
    }
  });
});
