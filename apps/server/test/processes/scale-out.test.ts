import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  makePremium,
  PASSWORD,
  type Session,
  signUpAndLogIn,
  uniqueEmail,
} from '../../src/test-support/accounts.js';
import { descendantCommands } from '../../src/test-support/processes.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { freePort, processEnv } from '../../src/test-support/server-processes.js';
import { eventsUrl, librivoxRepeated, readEvents } from '../../src/test-support/speech.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp, testDbKind } from '../../src/test-support/test-app.js';
import { FAST_MODEL } from '../../src/test-support/transcripts.js';

const DIST = new URL('../../dist/', import.meta.url).pathname;

if (testDbKind !== 'postgres')
  console.warn('scale-out.test: runs in the PostgreSQL stage of npm test (TEST_DB=postgres); skipped here.');

/**
 * The deployment docs/deploy.md describes, on one machine: two API processes (`npm run start:api`) and two
 * worker processes (`npm run start:worker`) sharing one PostgreSQL (pg-boss inside it) and one media store.
 */
describe.skipIf(testDbKind !== 'postgres')(
  'two API and two worker processes on one PostgreSQL',
  { timeout: 400_000 },
  () => {
    let t: TestApp;
    let session: Session;
    const apis: string[] = [];
    const workers: { process: ChildProcess; log: string[] }[] = [];
    const children: ChildProcess[] = [];

    function start(entry: string, env: Record<string, string>, log?: string[]): ChildProcess {
      const child = spawn(process.execPath, [join(DIST, entry)], {
        env: processEnv(t, {
          JOB_HEARTBEAT_SECONDS: '0.5',
          JOB_STALE_SECONDS: '3',
          JOB_RETRY_DELAY_SECONDS: '1',
          AUTH_RATE_LIMIT_PER_EMAIL: '3',
          LOG_LEVEL: 'info',
          ...env,
        }),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout?.on('data', (chunk: Buffer) => log?.push(...chunk.toString().split('\n').filter(Boolean)));
      children.push(child);
      return child;
    }
    const startedJobs = (log: string[]) =>
      log
        .filter((line) => line.includes('transcription job started'))
        .map((line) => JSON.parse(line).transcriptId as number);

    beforeAll(async () => {
      t = await createTestApp();
      session = await signUpAndLogIn(t.app);
      await makePremium(t.ctx.db, session.user.user_id);
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        start('main.js', { ROLE: 'api', PORT: String(port) });
        apis.push(`http://127.0.0.1:${port}`);
      }
      for (const base of apis)
        await vi.waitFor(async () => expect((await fetch(`${base}/api/health/ready`)).status).toBe(200), {
          timeout: 30_000,
          interval: 200,
        });
    });
    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      await t?.close();
    });

    const api = (base: string, path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        headers: { authorization: session.auth.authorization, ...(init.headers ?? {}) },
      });
    async function upload(base: string, path: string, name: string): Promise<number> {
      const form = new FormData();
      form.append('keep_duplicate', 'true'); // the clips are uploaded more than once: each a file of its own
      form.append('file', new Blob([readFileSync(path)], { type: 'audio/wav' }), name);
      const res = await api(base, '/api/v1/audio', { method: 'POST', body: form });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { data: { audio_id: number } }).data.audio_id;
    }
    async function transcribe(base: string, audioId: number): Promise<number> {
      const res = await api(base, `/api/v1/audio/transcript/${audioId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(FAST_MODEL),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { audio_transcript_id: number } }).data.audio_transcript_id;
    }
    const transcriptRow = (id: number) =>
      t.ctx.db.selectFrom('transcripts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('spreads ten files over both workers, survives one being killed, and streams progress to the other API', async () => {
      // The five LibriVox readings, each uploaded twice: ten files of real speech.
      const clips = [...librivoxClips(), ...librivoxClips()];
      expect(clips).toHaveLength(10);
      const [api1 = '', api2 = ''] = apis;
      const audioIds = [];
      for (const [i, clip] of clips.entries()) audioIds.push(await upload(api1, clip.path, `clip-${i}.wav`));

      const ids: number[] = [];
      const events = readEvents(
        eventsUrl(api2, session),
        (list) => ids.length === 10 && ids.every((id) => list.some((e) => isFinal(e.data, id, 'completed'))),
        300_000,
      );
      for (const audioId of audioIds) ids.push(await transcribe(api1, audioId));
      for (let i = 0; i < 2; i++) {
        const log: string[] = [];
        workers.push({
          process: start('worker.js', { WORKER_CONCURRENCY: '1', USER_RUNNING_JOBS: '4' }, log),
          log,
        });
      }
      const [first, second] = workers as [(typeof workers)[0], (typeof workers)[0]];
      // Both take a job; then the first is killed in the middle of its second one.
      await vi.waitFor(() => expect(startedJobs(first.log).length).toBeGreaterThanOrEqual(2), {
        timeout: 120_000,
        interval: 20,
      });
      expect(startedJobs(second.log).length).toBeGreaterThanOrEqual(1);
      first.process.kill('SIGKILL');
      const orphan = startedJobs(first.log).at(-1) ?? 0;

      const received = await events;
      for (const id of ids)
        expect(
          received.some((e) => isFinal(e.data, id, 'completed')),
          `transcript ${id}`,
        ).toBe(true);
      expect(startedJobs(second.log)).toContain(orphan); // taken up by the surviving worker
      expect(await jobsOfTranscript(t.ctx, orphan)).toEqual([{ status: 'done', attempts: 2 }]);
      for (const audioId of audioIds) {
        const rows = await t.ctx.db
          .selectFrom('transcripts')
          .selectAll()
          .where('audio_id', '=', audioId)
          .execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]?.status).toBe('completed');
        const segments = JSON.parse(rows[0]?.data ?? '[]').flatMap(
          (b: { audio_transcript_data_segment: { audio_transcript_data_segment_id: number }[] }) =>
            b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_id),
        );
        expect(segments.length).toBeGreaterThan(0);
        expect(new Set(segments).size).toBe(segments.length);
      }
    });

    it('stops a cancelled job on the worker that holds it, cancelled through the other API', async () => {
      const [api1 = '', api2 = ''] = apis;
      const survivor = workers[1]?.process;
      const id = await transcribe(api1, await upload(api1, librivoxRepeated(3), 'long.wav'));
      await vi.waitFor(async () => expect((await transcriptRow(id)).progress).toBeGreaterThanOrEqual(12), {
        timeout: 120_000,
        interval: 100,
      });
      const pipeline = () =>
        descendantCommands(survivor?.pid).filter((c) => ['ffmpeg', 'pocketsphinx_co'].includes(c));
      expect(pipeline()).toContain('pocketsphinx_co');
      const cancel = await api(api2, `/api/v1/audio/transcript/${id}/cancel`, { method: 'POST' });
      expect(cancel.status).toBe(200);
      await vi.waitFor(() => expect(pipeline()).toEqual([]), { timeout: 5000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await transcriptRow(id)).toMatchObject({ status: 'cancelled', data: null });
      expect(survivor?.exitCode).toBeNull();
    });

    it('counts the login limit across both API processes together', async () => {
      const email = uniqueEmail(); // never signed up: each attempt is a 401 until the limit
      const codes = [];
      for (const base of [...apis, ...apis]) {
        const res = await fetch(`${base}/api/v1/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login_email: email, login_password: PASSWORD }),
        });
        codes.push(res.status);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    });
  },
);

function isFinal(data: string, id: number, status: string): boolean {
  const event = JSON.parse(data) as { id: number; status: string };
  return event.id === id && event.status === status;
}
