import { readFileSync } from 'node:fs';
import { ZAudioResponse, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedSeconds } from '../../src/adapters/media-probe.js';
import { displayFileName } from '../../src/services/core/file-names.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { hostileMedia } from '../../src/test-support/hostile-media.js';
import { rootFolder, uploadFromDisk, uploadOk } from '../../src/test-support/library.js';
import { multipart } from '../../src/test-support/media-fixtures.js';
import { stateSnapshot } from '../../src/test-support/state-snapshot.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { createWorkerTestApp, transcribeThroughApi } from '../../src/test-support/worker-app.js';

const UNSUPPORTED = {
  success: false,
  code: 'UNSUPPORTED_MEDIA',
  message: 'Unsupported or corrupt media file.',
};

describe('hostile uploads get a clear answer and leave nothing half-stored', () => {
  let t: TestApp;
  let user: Session;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const sendFile = (name: string, content: Buffer) => {
    const body = multipart({}, { name, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/audio',
      payload: body.payload,
      headers: { ...user.auth, ...body.headers },
    });
  };

  it.each([
    ['a path with ../', '../../../etc/passwd.wav', 'passwd.wav'],
    ['a Windows path', '..\\..\\windows\\system.ini.wav', 'system.ini.wav'],
    ['a NUL', 'meet\u0000ing.wav', 'meeting.wav'],
    ['a right-to-left override', 'invoice\u202Evaw.exe.wav', 'invoicevaw.exe.wav'],
    ['bidi isolates', '\u2067report\u2069 final.wav', 'report final.wav'],
    ['only spaces', '   ', 'upload'],
    ['300 characters', `${'a'.repeat(300)}.wav`, `${'a'.repeat(251)}.wav`],
    ['300 emoji', `${'😀'.repeat(300)}.wav`, `${'😀'.repeat(251)}.wav`],
  ])('stores a name with %s under a server key and shows it cleaned', async (_what, name, shown) => {
    const item = await uploadOk(t.app, user.auth, 'tone.wav', {}, name);
    expect(item.audio_file.file_name).toBe(shown);
    expect([...item.audio_file.file_name].length).toBeLessThanOrEqual(255);
    const download = await t.app.inject({
      url: `/api/v1/audio/download/${item.audio_id}`,
      headers: user.auth,
    });
    // Printable ASCII only (the real name goes percent-encoded in filename*), and no path.
    expect(download.headers['content-disposition']).toMatch(/^[\x20-\x7e]+$/);
    expect(download.headers['content-disposition']).not.toContain('../../');
  });

  it('keeps the extension of a long name even when it is made of characters outside the BMP', () => {
    expect(displayFileName(`${'x'.repeat(400)}.mp3`)).toBe(`${'x'.repeat(251)}.mp3`);
    expect(displayFileName(`${'x'.repeat(400)}.${'y'.repeat(40)}`)).toHaveLength(255);
    expect(displayFileName('C:\\Users\\me\\Desktop\\talk.m4a')).toBe('talk.m4a');
  });

  it('keeps control and bidirectional characters out of renamed files and folder names too', async () => {
    const item = await uploadOk(t.app, user.auth, 'tone.wav');
    const rename = (file_name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/folder/file/${item.audio_id}`,
        headers: user.auth,
        payload: { file_name },
      });
    const renamed = await rename('report\u202Efdp.exe\u0007');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.audio_file.file_name).toBe('reportfdp.exe');
    const nothingLeft = await rename('\u202E\u2066 ');
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().message).toContain('File name cannot be empty.');
    const root = await rootFolder(t.app, user.auth);
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/v1/folder',
      headers: user.auth,
      payload: { folder_name: 'Q3\u202E\u0007 plans', folder_parent_id: root.folder_id },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    expect(folder.json().data.folder_name).toBe('Q3 plans');
  });

  it('stores form fields without control characters (PostgreSQL text cannot hold a NUL)', async () => {
    const item = await uploadOk(t.app, user.auth, 'tone.wav', { language: 'e\u0000n', mode: '\u202efast' });
    const row = await t.ctx.db
      .selectFrom('audio')
      .select(['upload_language', 'upload_mode'])
      .where('id', '=', item.audio_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ upload_language: 'en', upload_mode: 'fast' });
  });

  it('refuses a PNG called audio.mp3, an empty file and garbage with 415, keeping nothing', async () => {
    const before = await stateSnapshot(t);
    for (const [name, content] of [
      ['audio.mp3', readFileSync(hostileMedia().png)],
      ['empty.wav', Buffer.alloc(0)],
      ['noise.m4a', Buffer.from('\u0000'.repeat(5000))],
    ] as const) {
      const res = await sendFile(name, content);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toEqual(UNSUPPORTED);
    }
    expect(await stateSnapshot(t)).toBe(before);
  });

  it('stores the real length of a tiny file whose header claims 10 hours', async () => {
    const audioId = await uploadFromDisk(t.app, user.auth, hostileMedia().claimsHours, 'claims-hours.flac');
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: user.auth })).json(),
    ).data;
    expect(Number(item.audio_duration)).toBeGreaterThan(1.5);
    expect(Number(item.audio_duration)).toBeLessThan(3);
  });

  it('refuses a decompression bomb (80 KB that really plays 11 hours) quickly, keeping nothing', async () => {
    const bomb = readFileSync(hostileMedia().bomb);
    // A real bomb: far too small for its length, so the upload has to decode it to believe it.
    expect(bomb.length).toBeLessThan(100_000);
    expect(bomb.length / (11 * 3600)).toBeLessThan(16);
    const before = await stateSnapshot(t);
    const started = performance.now();
    const res = await sendFile('eleven-hours.flac', bomb);
    const took = performance.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'MEDIA_TOO_LONG',
      message: 'The recording is longer than the limit of 10 hours.',
    });
    // Decoding stops just past the limit (10 h of this FLAC takes about half a second of one core).
    expect(took).toBeLessThan(10_000);
    expect(await decodedSeconds('ffmpeg', hostileMedia().bomb, { maxSeconds: 3601 })).toBe(3601);
    expect(await stateSnapshot(t)).toBe(before);
  });

  it('takes a real hour of silence at its word (no decoding at upload)', async () => {
    const started = performance.now();
    const audioId = await uploadFromDisk(t.app, user.auth, hostileMedia().silentHour, 'silent-hour.flac');
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: user.auth })).json(),
    ).data;
    expect(Number(item.audio_duration)).toBeCloseTo(3600, 0);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('MAX_MEDIA_SECONDS', () => {
  let t: TestApp;
  let user: Session;
  beforeAll(async () => {
    t = await createTestApp({ MAX_MEDIA_SECONDS: '1800' });
    user = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  it('refuses media whose header says it plays longer, without decoding it', async () => {
    const before = await stateSnapshot(t);
    const body = multipart(
      {},
      { name: 'silent-hour.flac', content: readFileSync(hostileMedia().silentHour) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio',
      payload: body.payload,
      headers: { ...user.auth, ...body.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'MEDIA_TOO_LONG',
      message: 'The recording is longer than the limit of 30 minutes.',
    });
    expect(await stateSnapshot(t)).toBe(before);
    // Shorter media still goes in.
    await uploadOk(t.app, user.auth, 'tone.wav');
  });
});

describe('hostile media through the transcription pipeline', () => {
  let t: TestApp;
  let base: string;
  let session: Session;
  beforeAll(async () => {
    ({ t, base, session } = await createWorkerTestApp());
  });
  afterAll(() => t.close());

  const transcribe = (path: string, name: string) => transcribeThroughApi({ t, base, session }, path, name);

  it('gives an hour of silence an empty transcript, once, not a retry loop', async () => {
    const { events, res } = await transcribe(hostileMedia().silentHour, 'silent-hour.flac');
    expect(events.at(-1)?.status).toBe('completed');
    // Each status arrives in order, and it never starts over after finishing.
    expect(events.filter((e) => e.status === 'completed')).toHaveLength(1);
    expect(events.some((e) => e.status === 'failed')).toBe(false);
    const transcript = ZTranscriptResponse.parse(res.json()).data;
    const words = transcript.audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment);
    expect(words).toEqual([]);
  }, 300_000);

  it('transcribes what plays of a file that turns to garbage after its speech, and finishes once', async () => {
    const { events, res } = await transcribe(hostileMedia().speechThenGarbage, 'speech-then-garbage.mp3');
    expect(events.at(-1)?.status).toBe('completed');
    expect(events.filter((e) => e.status === 'completed')).toHaveLength(1);
    const transcript = ZTranscriptResponse.parse(res.json()).data;
    const text = transcript.audio_transcript_data
      .flatMap((b) => b.audio_transcript_data_segment)
      .map((segment) => segment.audio_transcript_data_segment_transcript)
      .join(' ');
    // The reading (about 20 words) is there; the garbage after it adds nothing and breaks nothing.
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(8);
  }, 300_000);
});
