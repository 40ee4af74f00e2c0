import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ZAudioListResponse, ZAudioResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, upload, uploadOk } from '../../src/test-support/library.js';
import { fixture, multipart } from '../../src/test-support/media-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('uploading media', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: String(200_000) });
    auth = (await signUpAndLogIn(t.app)).auth;
  });
  afterAll(() => t.close());

  const storedFiles = () => readdirSync(join(t.dataDir, 'media'));
  const audioCount = async () => (await t.ctx.db.selectFrom('audio').select('id').execute()).length;

  it.each([
    ['tone.wav', 'audio/wav', false],
    ['tone.mp3', 'audio/mpeg', false],
    ['tone.ogg', 'audio/ogg', false],
    ['tone.webm', 'audio/webm', false],
    ['clip.mp4', 'video/mp4', true],
  ] as const)('accepts %s as %s', async (name, mime, video) => {
    const item = await uploadOk(t.app, auth, name, { language: 'en', mode: '1', diarize: 'false' });
    const root = await rootFolder(t.app, auth);
    expect(item).toMatchObject({
      audio_mime_type: mime,
      audio_has_video: video,
      audio_size_bytes: fixture(name).length,
      audio_file: { file_id: item.audio_id, file_name: name, file_folder_id: root.folder_id },
      audio_transcript: [],
    });
    expect(item.audio_duration).toBeGreaterThan(1.9);
    expect(item.audio_duration).toBeLessThan(2.2);
    expect(new Date(item.audio_create_date).toISOString()).toBe(item.audio_create_date);
  });

  it('lists newest first, filters by folder, and shows one item', async () => {
    const { auth: mine } = await signUpAndLogIn(t.app);
    const root = await rootFolder(t.app, mine);
    const folder = await makeFolder(t.app, mine, 'Calls', root.folder_id);
    const first = await uploadOk(t.app, mine, 'tone.wav');
    const second = await uploadOk(t.app, mine, 'tone.mp3', {
      folder_id: String(folder.folder_id),
      diarize: 'true',
      speaker_count: '3',
    });
    const all = ZAudioListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio', headers: mine })).json(),
    ).data;
    expect(all.map((a) => a.audio_id)).toEqual([second.audio_id, first.audio_id]);
    const inFolder = await t.app.inject({
      url: `/api/v1/audio?folder_id=${folder.folder_id}`,
      headers: mine,
    });
    expect(ZAudioListResponse.parse(inFolder.json()).data.map((a) => a.audio_id)).toEqual([second.audio_id]);
    const inRoot = await t.app.inject({ url: `/api/v1/audio?folder_id=${root.folder_id}`, headers: mine });
    expect(ZAudioListResponse.parse(inRoot.json()).data.map((a) => a.audio_id)).toEqual([first.audio_id]);
    const one = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${second.audio_id}`, headers: mine })).json(),
    );
    expect(one.data).toEqual(second);
    expect((await t.app.inject({ url: '/api/v1/audio/99999999', headers: mine })).statusCode).toBe(404);
  });

  it.each([
    ['not-media.mp3', 'a text file renamed to .mp3'],
    ['truncated.mp4', 'a truncated MP4'],
  ] as const)('rejects %s (%s) with 415 and keeps nothing', async (name, _what) => {
    const [files, rows] = [storedFiles().length, await audioCount()];
    const res = await upload(t.app, auth, name);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA',
      message: 'Unsupported or corrupt media file.',
    });
    expect(storedFiles()).toHaveLength(files);
    expect(await audioCount()).toBe(rows);
  });

  it('rejects a file over MAX_UPLOAD_BYTES with 413 and keeps nothing', async () => {
    const [files, rows] = [storedFiles().length, await audioCount()];
    const body = multipart({}, { name: 'big.wav', content: Buffer.alloc(250_000, 1) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('upload limit'),
    });
    expect(storedFiles()).toHaveLength(files);
    expect(await audioCount()).toBe(rows);
  });

  it("rejects bad form fields, a missing file and another user's folder, keeping nothing", async () => {
    const [files, rows] = [storedFiles().length, await audioCount()];
    const other = await signUpAndLogIn(t.app);
    const theirFolder = await rootFolder(t.app, other.auth);
    const cases: [Record<string, string>, number][] = [
      [{ speaker_count: '11' }, 400],
      [{ diarize: 'maybe' }, 400],
      [{ folder_id: 'abc' }, 400],
      [{ folder_id: String(theirFolder.folder_id) }, 404],
    ];
    for (const [fields, status] of cases) {
      const res = await upload(t.app, auth, 'tone.wav', fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
    }
    const noFile = multipart({ language: 'en' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio',
      payload: noFile.payload,
      headers: { ...auth, ...noFile.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No file was uploaded: send it in the "file" field.');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio',
      payload: { file: 'x' },
      headers: auth,
    });
    expect(json.statusCode).toBe(400);
    const one = multipart({}, { name: 'a.wav', content: fixture('tone.wav') });
    const boundary = one.headers['content-type']?.split('boundary=')[1];
    const end = Buffer.from(`--${boundary}--\r\n`);
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.wav"\r\n\r\n`,
    );
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio',
      payload: Buffer.concat([
        one.payload.subarray(0, one.payload.length - end.length),
        second,
        fixture('tone.wav'),
        Buffer.from('\r\n'),
        end,
      ]),
      headers: { ...auth, ...one.headers },
    });
    expect([two.statusCode, two.json().message]).toEqual([400, 'Send one file per upload.']);
    expect(storedFiles()).toHaveLength(files);
    expect(await audioCount()).toBe(rows);
  });

  it('keeps the client name for display only; stored names are server ids', async () => {
    const item = await uploadOk(t.app, auth, 'tone.wav', {}, '../../../etc/Réunion café (ß).wav');
    expect(item.audio_file.file_name).toBe('Réunion café (ß).wav');
    const row = await t.ctx.db
      .selectFrom('audio')
      .select('storage_key')
      .where('id', '=', item.audio_id)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFiles()).toContain(row.storage_key);
  });

  it('requires a signed-in user', async () => {
    const body = multipart({}, { name: 'tone.wav', content: fixture('tone.wav') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});
