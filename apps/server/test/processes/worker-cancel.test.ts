import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventHub } from '../../src/events/event-hub.js';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { requestTranscription, transcriptAction } from '../../src/test-support/transcripts.js';
import { type TranscriptionProcessor, Worker } from '../../src/workers/transcription-worker.js';

const quietHub: EventHub = {
  publish: async () => {},
  subscribe: () => () => {},
  publishTranslation: async () => {},
  subscribeTranslations: () => () => {},
  publishImport: async () => {},
  subscribeImports: () => () => {},
  close: async () => {},
};

/**
 * The race between a cancel and a pipeline that finishes at that very moment, with a stand-in pipeline that
 * ignores its abort signal: whatever it returns or reports after the cancel must not reach the transcript.
 */
describe('a worker whose pipeline finishes after a cancel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores nothing, even after a retry meanwhile, and aborts at once in-process', async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const audio = await uploadOk(t.app, auth, 'tone.wav');
    const transcriptId = (await requestTranscription(t.app, auth, audio.audio_id)).json().data
      .audio_transcript_id as number;

    let signal: AbortSignal | undefined;
    let finish = () => {};
    const processor: TranscriptionProcessor = async (_transcript, tools) => {
      signal = tools.signal;
      tools.report(40);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      tools.report(90);
      return { blocks: englishMeetingBlocks(), numSpeakers: 2 };
    };
    // Heartbeats far apart: only the in-process signal can stop the job within this test.
    const options = {
      heartbeatMs: 60_000,
      staleMs: 120_000,
      retryDelayMs: 100,
      idlePollMs: 50,
      perUserRunning: 2,
    };
    const worker = new Worker({ ...t.ctx, events: quietHub }, processor, t.app.log, options);
    worker.start();
    const row = () =>
      t.ctx.db.selectFrom('transcripts').selectAll().where('id', '=', transcriptId).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await row()).progress).toBe(40), { timeout: 5000 });

    expect((await transcriptAction(t.app, auth, transcriptId, 'cancel')).statusCode).toBe(200);
    expect(signal?.aborted).toBe(true);
    expect((await transcriptAction(t.app, auth, transcriptId, 'retry')).statusCode).toBe(200);
    const stopped = worker.stop(); // before the old run ends, so the worker does not take the retry's job
    finish();
    await stopped;

    expect(await row()).toMatchObject({ status: 'queued', progress: 0, data: null, num_speakers: null });
    expect(await jobsOfTranscript(t.ctx, transcriptId)).toEqual([
      { status: 'cancelled', attempts: 1 },
      { status: 'queued', attempts: 0 },
    ]);
  });
});
