import { ZAudioListResponse, ZAudioResponse, ZTranscriptActionResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { eventsUrl, readEvents, type SseEvent } from '../../src/test-support/speech.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import {
  FAST_MODEL,
  insertTranscript,
  requestTranscription,
  transcriptAction,
} from '../../src/test-support/transcripts.js';

/** Cancel, retry and transcribe again through the API; no worker runs here, so queued jobs stay queued. */
describe('cancelling, retrying and transcribing again', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  async function queued(auth: Auth, payload: object = FAST_MODEL) {
    const audio = await uploadOk(t.app, auth, 'tone.wav');
    const res = await requestTranscription(t.app, auth, audio.audio_id, payload);
    expect(res.statusCode, res.body).toBe(201);
    return { audioId: audio.audio_id, transcriptId: res.json().data.audio_transcript_id as number };
  }
  const jobsOf = async (transcriptId: number) =>
    (await jobsOfTranscript(t.ctx, transcriptId)).map((job) => job.status);
  const row = (id: number) =>
    t.ctx.db.selectFrom('transcripts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const usage = async (auth: Auth): Promise<number> =>
    (await t.app.inject({ url: '/api/v1/user/me', headers: auth })).json().data.user_plan
      .user_plan_audio_upload_daily_usage;
  const isEvent = (e: SseEvent, id: number, status: string) =>
    e.data.includes(`"id":${id},`) && e.data.includes(`"status":"${status}"`);

  it('cancels a queued one and its job, tells open streams, and keeps the usage count', async () => {
    const session: Session = await signUpAndLogIn(t.app);
    const { audioId, transcriptId } = await queued(session.auth);
    // Cancel once the stream is open (it starts by listing the queued transcript), then read on.
    let cancel: ReturnType<typeof transcriptAction> | undefined;
    const events = await readEvents(
      eventsUrl(base, session),
      (list) => {
        if (!cancel && list.some((e) => isEvent(e, transcriptId, 'queued')))
          cancel = transcriptAction(t.app, session.auth, transcriptId, 'cancel');
        return list.some((e) => isEvent(e, transcriptId, 'cancelled'));
      },
      10_000,
    );
    const res = await cancel;
    expect(res?.statusCode, res?.body).toBe(200);
    expect(ZTranscriptActionResponse.parse(res?.json()).data).toMatchObject({
      audio_transcript_id: transcriptId,
      audio_transcript_status: 'cancelled',
    });
    expect(
      events.filter((e) => e.data.includes(`"id":${transcriptId},`)).map((e) => JSON.parse(e.data)),
    ).toEqual([
      { id: transcriptId, status: 'queued', progress: 0 },
      { id: transcriptId, status: 'cancelled', progress: 0 },
    ]);
    expect(await jobsOf(transcriptId)).toEqual(['cancelled']);
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: session.auth })).json(),
    ).data;
    expect(item.audio_transcript[0]?.audio_transcript_status).toBe('cancelled');
    expect(await usage(session.auth)).toBe(1);

    const again = await transcriptAction(t.app, session.auth, transcriptId, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRANSCRIPT_NOT_CANCELLABLE',
      message: 'Only a queued or running transcription can be cancelled (status: cancelled).',
    });
  });

  it("answers 404 for another user's transcript and an unknown id, and changes nothing", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const { transcriptId } = await queued(owner.auth);
    const failed = await insertTranscript(t, owner.auth, owner.user.user_id, null, { status: 'failed' });
    for (const [id, action] of [
      [transcriptId, 'cancel'],
      [failed.transcriptId, 'retry'],
      [99_999_999, 'cancel'],
      [99_999_999, 'retry'],
    ] as const) {
      const res = await transcriptAction(t.app, other.auth, id, action);
      expect(res.statusCode, `${action} ${id}`).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Transcript not found.' });
    }
    expect((await row(transcriptId)).status).toBe('queued');
    expect((await row(failed.transcriptId)).status).toBe('failed');
    expect(await jobsOf(transcriptId)).toEqual(['queued']);
  });

  it('refuses to cancel a completed transcript, and to retry a completed or queued one', async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const done = await insertTranscript(t, auth, user.user_id, []);
    const cancel = await transcriptAction(t.app, auth, done.transcriptId, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: 'TRANSCRIPT_NOT_CANCELLABLE',
      message: 'Only a queued or running transcription can be cancelled (status: completed).',
    });
    const retry = await transcriptAction(t.app, auth, done.transcriptId, 'retry');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      code: 'TRANSCRIPT_NOT_RETRYABLE',
      message: 'Only a failed or cancelled transcription can be retried (status: completed).',
    });
    const { transcriptId } = await queued(auth);
    expect((await transcriptAction(t.app, auth, transcriptId, 'retry')).json().code).toBe(
      'TRANSCRIPT_NOT_RETRYABLE',
    );
    expect((await row(done.transcriptId)).status).toBe('completed');
  });

  it('retries a failed transcript as the same row with a fresh job, without counting it again', async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const failed = await insertTranscript(t, auth, user.user_id, null, { status: 'failed' });
    await t.ctx.db
      .updateTable('transcripts')
      .set({ error_message: 'The file could not be decoded.' })
      .where('id', '=', failed.transcriptId)
      .execute();
    // The day's allowance is used up: a retry is still allowed, as it yields no extra transcript.
    for (let i = 0; i < 3; i++) await queued(auth);
    expect(await usage(auth)).toBe(3);
    const res = await transcriptAction(t.app, auth, failed.transcriptId, 'retry');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZTranscriptActionResponse.parse(res.json())).toMatchObject({
      message: 'Transcription queued again.',
      data: { audio_transcript_id: failed.transcriptId, audio_transcript_status: 'queued' },
    });
    expect(await row(failed.transcriptId)).toMatchObject({
      status: 'queued',
      progress: 0,
      error_message: null,
    });
    expect(await jobsOf(failed.transcriptId)).toEqual(['queued']);
    expect(await usage(auth)).toBe(3);
  });

  it('retries a cancelled transcript once, however many retries race', async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const { audioId, transcriptId } = await queued(auth);
    expect((await transcriptAction(t.app, auth, transcriptId, 'cancel')).statusCode).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map(() => transcriptAction(t.app, auth, transcriptId, 'retry')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await jobsOf(transcriptId)).toEqual(['cancelled', 'queued']);
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: auth })).json(),
    ).data;
    expect(item.audio_transcript).toHaveLength(1);
    expect(item.audio_transcript[0]?.audio_transcript_status).toBe('queued');
  });

  it('transcribes again with other options: a second transcript, listed first, counted', async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const first = await insertTranscript(t, auth, user.user_id, [], { fileName: 'again.wav' });
    const res = await requestTranscription(t.app, auth, first.audioId, {
      ...FAST_MODEL,
      audio_transcript_num_speakers: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json().data.audio_transcript_id as number;
    const detail = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${first.audioId}`, headers: auth })).json(),
    ).data;
    const listed = ZAudioListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio', headers: auth })).json(),
    ).data.find((a) => a.audio_id === first.audioId);
    for (const item of [detail, listed]) {
      expect(item?.audio_transcript.map((tr) => tr.audio_transcript_id)).toEqual([
        second,
        first.transcriptId,
      ]);
      expect(item?.audio_transcript[0]).toMatchObject({
        audio_transcript_status: 'queued',
        audio_transcript_num_speakers: 3,
      });
    }
    expect(await usage(auth)).toBe(1);
  });
});
