import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { descendantCommands } from '../../src/test-support/processes.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { processEnv } from '../../src/test-support/server-processes.js';
import { eventsUrl, librivoxRepeated, readEvents } from '../../src/test-support/speech.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription, transcriptAction } from '../../src/test-support/transcripts.js';

const WORKER = new URL('../../dist/worker.js', import.meta.url).pathname;

/** An API process (this test's app, no worker) plus `npm run start:worker` processes on the same database. */
describe('a worker process killed mid-job, or whose job is cancelled', { timeout: 240_000 }, () => {
  let t: TestApp;
  let base: string;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await t.close();
  });

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, [WORKER], {
      env: processEnv(t, { JOB_HEARTBEAT_SECONDS: '0.5', JOB_STALE_SECONDS: '2', LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    workers.push(worker);
    return worker;
  }

  const transcriptRow = (id: number) =>
    t.ctx.db.selectFrom('transcripts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is taken up by the next worker and completes once, with no duplicate segments', async () => {
    const session = await signUpAndLogIn(t.app);
    const path = librivoxRepeated(3);
    const audioId = await uploadFromDisk(t.app, session.auth, path, 'long.wav');
    const events = readEvents(
      eventsUrl(base, session),
      (list) => list.some((e) => e.data.includes('"completed"') || e.data.includes('"failed"')),
      180_000,
    );
    const started = await requestTranscription(t.app, session.auth, audioId);
    const transcriptId = started.json().data.audio_transcript_id as number;

    const first = startWorker();
    await vi.waitFor(
      async () => expect((await transcriptRow(transcriptId)).progress).toBeGreaterThanOrEqual(12),
      { timeout: 60_000, interval: 100 },
    );
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const progressAtKill = (await transcriptRow(transcriptId)).progress;
    expect(progressAtKill).toBeLessThan(100);

    startWorker();
    const received = (await events).map(
      (e) => JSON.parse(e.data) as { id: number; status: string; progress: number },
    );
    expect(received.at(-1)).toMatchObject({ id: transcriptId, status: 'completed', progress: 100 });
    const progress = received.filter((e) => e.id === transcriptId).map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // never backwards, even across the restart

    const transcripts = await t.ctx.db
      .selectFrom('transcripts')
      .select('id')
      .where('audio_id', '=', audioId)
      .execute();
    expect(transcripts).toHaveLength(1);
    const data = ZTranscriptResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/transcript/${transcriptId}`, headers: session.auth })).json(),
    ).data;
    const segments = data.audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment);
    const ids = segments.map((s) => s.audio_transcript_data_segment_id);
    expect(new Set(ids).size).toBe(ids.length);
    const starts = segments.map((s) => s.audio_transcript_data_segment_start_time);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(await jobsOfTranscript(t.ctx, transcriptId)).toEqual([{ status: 'done', attempts: 2 }]);
    expect(readdirSync(join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('stops at its next heartbeat when the transcript is cancelled, leaving no process behind', async () => {
    const session = await signUpAndLogIn(t.app);
    const audioId = await uploadFromDisk(t.app, session.auth, librivoxRepeated(3), 'cancelled.wav');
    const started = await requestTranscription(t.app, session.auth, audioId);
    const transcriptId = started.json().data.audio_transcript_id as number;
    const running = workers.filter((w) => w.exitCode === null && w.signalCode === null);
    if (running.length === 0) running.push(startWorker());
    // The pipeline's processes under any worker process: ffmpeg, and pocketsphinx behind `sh -c 'cat | …'`.
    const pipeline = () =>
      running
        .flatMap((w) => descendantCommands(w.pid))
        .filter((c) => ['ffmpeg', 'pocketsphinx_co', 'sh', 'cat'].includes(c));
    await vi.waitFor(
      async () => expect((await transcriptRow(transcriptId)).progress).toBeGreaterThanOrEqual(12),
      { timeout: 60_000, interval: 100 },
    );
    expect(pipeline()).toContain('pocketsphinx_co');

    const cancel = await transcriptAction(t.app, session.auth, transcriptId, 'cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelledAt = performance.now();
    await vi.waitFor(() => expect(pipeline()).toEqual([]), { timeout: 5000, interval: 50 });
    expect(performance.now() - cancelledAt).toBeLessThan(2500); // heartbeats every 0.5 s here
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await transcriptRow(transcriptId)).toMatchObject({ status: 'cancelled', data: null });
    expect(running.every((w) => w.exitCode === null)).toBe(true); // the worker lives on for the next job
  });
});
