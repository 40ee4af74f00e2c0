import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TAudioItem } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { fixture } from '../../src/test-support/media-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('streaming, downloading, renaming, moving and deleting files', () => {
  let t: TestApp;
  let session: Session;
  let item: TAudioItem;
  const original = fixture('tone.mp3');
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
    item = await uploadOk(t.app, session.auth, 'tone.mp3', {}, 'Entrevista mañana.mp3');
  });
  afterAll(() => t.close());

  const stream = (range?: string, query = `?token=${session.login.login_access_token}`) =>
    t.app.inject({ url: `/api/v1/audio/stream/${item.audio_id}${query}`, headers: range ? { range } : {} });

  it('streams the whole file with Accept-Ranges and the right type', async () => {
    const res = await stream();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, original.length - 1],
    ['bytes=-500', original.length - 500, original.length - 1],
    ['bytes=10-999999999', 10, original.length - 1],
  ])('serves %s as 206 with the exact bytes', async (range, start, end) => {
    const res = await stream(range);
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${original.length}`);
    expect(Number(res.headers['content-length'])).toBe(end - start + 1);
    expect(res.rawPayload.equals(original.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const res = await stream(`bytes=${original.length}-`);
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${original.length}`);
    expect(res.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
  });

  it('takes the token from the header or the query, and nothing else', async () => {
    const byHeader = await t.app.inject({
      url: `/api/v1/audio/stream/${item.audio_id}`,
      headers: session.auth,
    });
    expect(byHeader.statusCode).toBe(200);
    expect((await stream(undefined, '')).statusCode).toBe(401);
    expect((await stream(undefined, '?token=forged')).statusCode).toBe(401);
    // Other endpoints do not accept a token in the query.
    const list = await t.app.inject({ url: `/api/v1/audio?token=${session.login.login_access_token}` });
    expect(list.statusCode).toBe(401);
    const download = await t.app.inject({
      url: `/api/v1/audio/download/${item.audio_id}?token=${session.login.login_access_token}`,
    });
    expect(download.statusCode).toBe(401);
  });

  it('downloads the original with its UTF-8 name', async () => {
    const res = await t.app.inject({ url: `/api/v1/audio/download/${item.audio_id}`, headers: session.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Entrevista ma_ana.mp3"; filename*=UTF-8''Entrevista%20ma%C3%B1ana.mp3`,
    );
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it("renames (trimmed, not blank) and moves into the user's folders", async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/folder/file/${item.audio_id}`,
        headers: session.auth,
        payload,
      });
    const renamed = await put({ file_name: '  Interview 1.mp3 ' });
    expect(renamed.json()).toMatchObject({
      message: 'File renamed successfully!',
      data: { audio_file: { file_name: 'Interview 1.mp3' } },
    });
    expect((await put({ file_name: '   ' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);

    const folder = await makeFolder(
      t.app,
      session.auth,
      'Interviews',
      (await rootFolder(t.app, session.auth)).folder_id,
    );
    const moved = await put({ file_folder_id: folder.folder_id });
    expect(moved.json()).toMatchObject({
      message: 'Moved Interview 1.mp3 successfully.',
      data: { audio_file: { file_folder_id: folder.folder_id } },
    });
    const invalid = await put({ file_folder_id: 'abc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Invalid target folder selected.');
    expect((await put({ file_folder_id: 99_999_999 })).statusCode).toBe(404);
  });

  it('deletes the row and the stored media', async () => {
    const doomed = await uploadOk(t.app, session.auth, 'tone.wav', {}, 'doomed.wav');
    const row = await t.ctx.db
      .selectFrom('audio')
      .select('storage_key')
      .where('id', '=', doomed.audio_id)
      .executeTakeFirstOrThrow();
    const path = join(t.dataDir, 'media', row.storage_key);
    expect(existsSync(path)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${doomed.audio_id}`,
      headers: session.auth,
    });
    expect(res.json()).toEqual({ success: true, message: 'doomed.wav deleted.' });
    expect(existsSync(path)).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/audio/${doomed.audio_id}`,
          headers: session.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/audio/stream/${doomed.audio_id}`, headers: session.auth }))
        .statusCode,
    ).toBe(404);
  });
});
