import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { descendantCommands } from '../../src/test-support/processes.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { eventsUrl, librivoxRepeated, readEvents, transcriptEvents } from '../../src/test-support/speech.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import type { TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription, transcriptAction } from '../../src/test-support/transcripts.js';
import { createWorkerTestApp } from '../../src/test-support/worker-app.js';

/** The pipeline's child processes: ffmpeg, and pocketsphinx behind its `sh -c 'cat | …'`. */
const pipelineChildren = () =>
  descendantCommands().filter((c) => ['ffmpeg', 'pocketsphinx_co', 'sh', 'cat'].includes(c));

describe('cancelling and retrying real transcriptions (worker in this process)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let session: Session;
  beforeAll(async () => {
    ({ t, base, session } = await createWorkerTestApp());
  });
  afterAll(() => t.close());

  const start = async (path: string, name: string) => {
    const audioId = await uploadFromDisk(t.app, session.auth, path, name);
    return (await requestTranscription(t.app, session.auth, audioId)).json().data
      .audio_transcript_id as number;
  };
  const row = (id: number) =>
    t.ctx.db.selectFrom('transcripts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobStatuses = async (id: number) => (await jobsOfTranscript(t.ctx, id)).map((j) => j.status);

  it('stops a running one at once: its processes gone, streams told, never completed later', async () => {
    const id = await start(librivoxRepeated(3), 'long.wav');
    await vi.waitFor(async () => expect((await row(id)).progress).toBeGreaterThanOrEqual(12), {
      timeout: 60_000,
      interval: 100,
    });
    expect(pipelineChildren()).toContain('pocketsphinx_co');

    let cancelledAt = 0;
    let cancel: ReturnType<typeof transcriptAction> | undefined;
    const events = await readEvents(
      eventsUrl(base, session),
      (list) => {
        if (!cancel && list.length > 0) {
          cancelledAt = performance.now();
          cancel = transcriptAction(t.app, session.auth, id, 'cancel');
        }
        return list.some((e) => e.data.includes(`"id":${id},`) && e.data.includes('"cancelled"'));
      },
      10_000,
    );
    expect((await cancel)?.statusCode).toBe(200);
    expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ id, status: 'cancelled' });
    await vi.waitFor(() => expect(pipelineChildren()).toEqual([]), { timeout: 5000, interval: 20 });
    const stoppedMs = performance.now() - cancelledAt;
    console.log(`cancel to no child process left: ${stoppedMs.toFixed(0)} ms`);
    expect(stoppedMs).toBeLessThan(2000);

    // Several heartbeats later: still cancelled, no progress written since, no work files left.
    const atCancel = await row(id);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await row(id)).toMatchObject({ status: 'cancelled', progress: atCancel.progress, data: null });
    expect(await jobStatuses(id)).toEqual(['cancelled']);
    expect(readdirSync(join(t.dataDir, 'tmp'))).toEqual([]);

    // Retried, the worker takes it up again; cancelled a second time, it stops again.
    expect((await transcriptAction(t.app, session.auth, id, 'retry')).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await row(id)).status).toBe('transcribing'), { timeout: 10_000 });
    expect((await transcriptAction(t.app, session.auth, id, 'cancel')).statusCode).toBe(200);
    await vi.waitFor(() => expect(pipelineChildren()).toEqual([]), { timeout: 5000, interval: 20 });
    expect(await jobStatuses(id)).toEqual(['cancelled', 'cancelled']);
  });

  it('retries a failed one to completion', async () => {
    const clip = librivoxClips()[1]?.path ?? '';
    const audioId = await uploadFromDisk(t.app, session.auth, clip, 'damaged.wav');
    // The stored file gets damaged after upload, so decoding fails for good; then it is put back.
    const { storage_key } = await t.ctx.db
      .selectFrom('audio')
      .select('storage_key')
      .where('id', '=', audioId)
      .executeTakeFirstOrThrow();
    const stored = join(t.dataDir, 'media', storage_key); // the local store's file itself
    const original = readFileSync(stored);
    writeFileSync(stored, Buffer.alloc(original.length, 7));
    const id = (await requestTranscription(t.app, session.auth, audioId)).json().data
      .audio_transcript_id as number;
    expect((await transcriptEvents(base, session, id, 60_000)).at(-1)?.status).toBe('failed');
    expect((await row(id)).error_message).toMatch(/^The file could not be decoded: /);

    writeFileSync(stored, original);
    const completed = transcriptEvents(base, session, id, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the stream is open before the retry
    const retry = await transcriptAction(t.app, session.auth, id, 'retry');
    expect(retry.statusCode, retry.body).toBe(200);
    const events = await completed;
    // On SQLite the stream relays the table every 500 ms, so a short 'queued' may be missed.
    expect(['queued', 'transcribing']).toContain(events[0]?.status);
    expect(events.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    expect(await row(id)).toMatchObject({ status: 'completed', error_message: null });
    expect(await jobStatuses(id)).toEqual(['failed', 'done']);
    const read = await t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: session.auth });
    expect(ZTranscriptResponse.parse(read.json()).data.audio_transcript_data.length).toBeGreaterThan(0);
  });
});
