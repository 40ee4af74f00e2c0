import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVoiceProfile } from '../../src/db/repositories/voice-profiles.js';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk, uploadOk } from '../../src/test-support/library.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { FAST_MODEL, requestTranscription } from '../../src/test-support/transcripts.js';

/** Requests that must be refused before any work is queued (no worker runs here). */
describe('transcription requests the server refuses', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ SSE_HEARTBEAT_SECONDS: '0.2' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const start = (auth: { authorization: string }, audioId: number, payload: object = FAST_MODEL) =>
    requestTranscription(t.app, auth, audioId, payload);

  it('checks the model, the language, the speaker count and the audio track', async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const audio = await uploadOk(t.app, auth, 'tone.wav');
    const unknownModel = await start(auth, audio.audio_id, { ...FAST_MODEL, audio_transcript_model_id: 99 });
    expect(unknownModel.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This transcription model is not available on this server.',
    });
    const spanish = await start(auth, audio.audio_id, { ...FAST_MODEL, audio_transcript_language_id: 2 });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      code: 'MODEL_LANGUAGE_UNSUPPORTED',
      message: 'The Fast model cannot transcribe Spanish.',
    });
    expect(
      (await start(auth, audio.audio_id, { ...FAST_MODEL, audio_transcript_num_speakers: 11 })).statusCode,
    ).toBe(400);
    const video = await uploadOk(t.app, auth, 'silent-video.mp4');
    const silent = await start(auth, video.audio_id);
    expect(silent.json()).toMatchObject({ code: 'NO_AUDIO_TRACK', message: 'The file has no audio track.' });
    expect((await start(auth, 99_999_999)).statusCode).toBe(404);
    const other = await signUpAndLogIn(t.app);
    expect((await start(other.auth, audio.audio_id)).statusCode).toBe(404);
    // None of these counted toward the daily limit.
    const me = await t.app.inject({ url: '/api/v1/user/me', headers: auth });
    expect(me.json().data.user_plan.user_plan_audio_upload_daily_usage).toBe(0);
  });

  it('takes the most accurate installed mode for the language when the request names none', async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const audio = await uploadOk(t.app, auth, 'tone.wav');
    const queued = await start(auth, audio.audio_id, { audio_transcript_language_id: 1 });
    expect(queued.statusCode).toBe(201);
    expect(queued.json().data.audio_transcript_model.audio_transcript_model_name).toBe('Fast');
    const spanish = await start(auth, audio.audio_id, { audio_transcript_language_id: 2 });
    expect(spanish.json()).toMatchObject({
      code: 'MODEL_LANGUAGE_UNSUPPORTED',
      message: 'No transcription mode on this server can transcribe Spanish.',
    });
  });

  it("takes a saved voice as who is speaking only when one person speaks, and only the user's own", async () => {
    const me = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const audio = await uploadOk(t.app, me.auth, 'tone.wav');
    const voice = (userId: number) =>
      insertVoiceProfile(t.ctx.db, userId, {
        name: 'Allison',
        prints: '{}',
        seconds: 30,
        audio_id: null,
        audio_name: null,
      });
    const mine = await voice(me.user.user_id);
    const theirs = await voice(other.user.user_id);
    const said = (id: number, speakers = 1) =>
      start(me.auth, audio.audio_id, {
        ...FAST_MODEL,
        audio_transcript_num_speakers: speakers,
        audio_transcript_voice_profile_id: id,
      });
    const two = await said(mine.id, 2);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        'audio_transcript_voice_profile_id: a saved voice can be said to speak only when one person speaks.',
    });
    expect((await said(theirs.id)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await said(99_999_999)).statusCode).toBe(404);
    expect((await said(0)).statusCode).toBe(400);
    const ok = await said(mine.id);
    expect(ok.statusCode, ok.body).toBe(201);
    const row = await t.ctx.db
      .selectFrom('transcripts')
      .select('voice_profile_id')
      .where('id', '=', ok.json().data.audio_transcript_id)
      .executeTakeFirstOrThrow();
    expect(row.voice_profile_id).toBe(mine.id);
    // Deleting the voice forgets it on the transcript, which stays.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/voice-profile/${mine.id}`, headers: me.auth }))
        .statusCode,
    ).toBe(200);
    const after = await t.ctx.db
      .selectFrom('transcripts')
      .select('voice_profile_id')
      .where('id', '=', ok.json().data.audio_transcript_id)
      .executeTakeFirstOrThrow();
    expect(after.voice_profile_id).toBeNull();
  });

  it('counts each request toward the Free plan: the fourth of the day gets 429', async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const audio = await uploadOk(t.app, auth, 'tone.wav');
    for (let i = 0; i < 3; i++) expect((await start(auth, audio.audio_id)).statusCode).toBe(201);
    const fourth = await start(auth, audio.audio_id);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'DAILY_LIMIT_REACHED',
      message: 'Daily transcription limit reached for the Free plan.',
    });
    const listed = await t.app.inject({ url: `/api/v1/audio/${audio.audio_id}`, headers: auth });
    expect(listed.json().data.audio_transcript).toHaveLength(3);
    const jobs = await Promise.all(
      listed
        .json()
        .data.audio_transcript.map((x: { audio_transcript_id: number }) =>
          jobsOfTranscript(t.ctx, x.audio_transcript_id),
        ),
    );
    expect(jobs.flat().map((job) => job.status)).toEqual(['queued', 'queued', 'queued']);
  });

  it("answers 409 while a transcript is not completed, and 404 for another user's", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const clip = librivoxClips()[1];
    const audioId = await uploadFromDisk(t.app, auth, clip?.path ?? '', 'clip.wav');
    const transcript = (await start(auth, audioId)).json().data.audio_transcript_id;
    const read = await t.app.inject({ url: `/api/v1/audio/transcript/${transcript}`, headers: auth });
    expect(read.statusCode).toBe(409);
    expect(read.json()).toMatchObject({
      code: 'TRANSCRIPT_NOT_READY',
      message: 'The transcript is not ready yet (status: queued).',
    });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${transcript}`,
      headers: auth,
      payload: { audio_transcript_data: [] },
    });
    expect(edit.statusCode).toBe(409);
    const other = await signUpAndLogIn(t.app);
    expect(
      (await t.app.inject({ url: `/api/v1/audio/transcript/${transcript}`, headers: other.auth })).statusCode,
    ).toBe(404);
  });

  it("opens the event stream only for the token's own channel", async () => {
    const session = await signUpAndLogIn(t.app);
    const token = session.login.login_access_token;
    const wrong = await fetch(`${base}/api/v1/event?token=${token}&channel=${session.user.user_id + 1}`);
    expect(wrong.status).toBe(403);
    expect((await fetch(`${base}/api/v1/event?channel=${session.user.user_id}`)).status).toBe(401);
    const controller = new AbortController();
    const ok = await fetch(`${base}/api/v1/event?token=${token}&channel=${session.user.user_id}`, {
      signal: controller.signal,
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Idle streams get a comment line now and then, so proxies keep them open.
    const reader = ok.body?.getReader();
    let text = '';
    while (!text.includes(': heartbeat') && reader)
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^retry: 3000\n: connected\n\n(: heartbeat\n\n)+$/);
    controller.abort();
  });
});
