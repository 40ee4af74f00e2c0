import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { rootFolder } from '../../src/test-support/library.js';
import { fixture } from '../../src/test-support/media-fixtures.js';
import { type ServerProcess, startServerProcess } from '../../src/test-support/server-processes.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

// Resumable uploads on the tus 1.0 protocol against the built server (node dist/main.js), so an upload can
// be carried across a killed and restarted API process, as a closed laptop or a deploy would cut it.

const TUS = { 'Tus-Resumable': '1.0.0' };
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe('resumable uploads (tus 1.0)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let server: ServerProcess;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    server = await startServerProcess(t, { MAX_UPLOAD_BYTES: String(5 * 1024 * 1024) });
  });
  afterAll(async () => {
    await server.kill();
    await t.close();
  });

  const auth = (session: Session) => ({ authorization: session.auth.authorization as string });
  const create = (session: Session, length: number, fields: Record<string, string>) =>
    fetch(`${server.base}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...TUS, ...auth(session), 'Upload-Length': String(length), 'Upload-Metadata': meta(fields) },
    });
  const patch = (session: Session, location: string, offset: number, bytes: Buffer) =>
    fetch(`${server.base}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        ...auth(session),
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
  const head = (session: Session, location: string) =>
    fetch(`${server.base}${location}`, { method: 'HEAD', headers: { ...TUS, ...auth(session) } });

  it('says what it supports to anyone, and refuses to start an upload without sign-in', async () => {
    const options = await fetch(`${server.base}/api/v1/uploads`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toContain('1.0.0');
    expect(options.headers.get('tus-extension')?.split(',')).toEqual(
      expect.arrayContaining(['creation', 'termination', 'expiration']),
    );
    expect(options.headers.get('tus-max-size')).toBe(String(5 * 1024 * 1024));
    // No CORS_ORIGINS: no other origin is allowed, as everywhere else in the API.
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
    const anonymous = await fetch(`${server.base}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '10' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('continues from its offset after the API process is killed, and ends as an audio item with the same bytes', async () => {
    const file = fixture('tone.mp3');
    const folder = (await rootFolder(t.app, alice.auth)).folder_id;
    const created = await create(alice, file.length, {
      filename: 'call.mp3',
      language: 'en',
      mode: '1',
      folder_id: String(folder),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]+$/);
    const half = file.length >> 1;
    const first = await patch(alice, location, 0, file.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // Bob never sees, continues or ends Alice's upload: it answers him as a missing one does.
    expect((await head(bob, location)).status).toBe(404);
    expect((await patch(bob, location, half, file.subarray(half))).status).toBe(404);
    const missing = await head(bob, '/api/v1/uploads/0123456789abcdef0123456789abcdef');
    expect(missing.status).toBe(404);

    await server.kill();
    server = await startServerProcess(t, { MAX_UPLOAD_BYTES: String(5 * 1024 * 1024) });
    const offset = await head(alice, location);
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    const last = await patch(alice, location, half, file.subarray(half));
    expect(last.status, await last.clone().text()).toBe(200);
    const body = (await last.json()) as { data: { audio_id: number; audio_file: { file_name: string } } };
    expect(last.headers.get('upload-info')).toBe(`audio_id=${body.data.audio_id}`);
    expect(body.data.audio_file.file_name).toBe('call.mp3');
    const download = await t.app.inject({
      url: `/api/v1/audio/download/${body.data.audio_id}`,
      headers: alice.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, file)).toBe(0);
    expect(readdirSync(join(t.dataDir, 'uploads'))).toEqual([]);
    // A client whose last answer was lost asks again: the upload is whole, and this is what it became.
    const whole = await head(alice, location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('upload-offset')).toBe(String(file.length));
    expect(whole.headers.get('upload-length')).toBe(String(file.length));
    expect(whole.headers.get('upload-info')).toBe(`audio_id=${body.data.audio_id}`);
    expect((await head(bob, location)).status).toBe(404);
    expect((await patch(alice, location, file.length, Buffer.alloc(1))).status).toBe(404);

    // The same bytes sent again: answered with that file, and nothing new is kept.
    const again = await create(alice, file.length, { filename: 'call (2).mp3', folder_id: String(folder) });
    const repeat = await patch(alice, again.headers.get('location') as string, 0, file);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ audio_duplicate_of: body.data.audio_id, data: body.data });
    expect(readdirSync(join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('ends an upload on request (termination)', async () => {
    const created = await create(alice, 1000, { filename: 'x.wav' });
    const location = created.headers.get('location') as string;
    await patch(alice, location, 0, randomBytes(400));
    expect(
      (await fetch(`${server.base}${location}`, { method: 'DELETE', headers: { ...TUS, ...auth(bob) } }))
        .status,
    ).toBe(404);
    const ended = await fetch(`${server.base}${location}`, {
      method: 'DELETE',
      headers: { ...TUS, ...auth(alice) },
    });
    expect(ended.status).toBe(204);
    expect((await head(alice, location)).status).toBe(404);
  });

  it("refuses a file over the limit, a folder not the user's, and media that is not media, keeping nothing", async () => {
    const tooLarge = await create(alice, 5 * 1024 * 1024 + 1, { filename: 'big.wav' });
    expect(tooLarge.status).toBe(413);
    const theirs = (await rootFolder(t.app, bob.auth)).folder_id;
    const wrongFolder = await create(alice, 100, { filename: 'a.wav', folder_id: String(theirs) });
    expect(wrongFolder.status).toBe(404);
    expect(await wrongFolder.json()).toMatchObject({ code: 'NOT_FOUND' });

    const mediaBefore = readdirSync(join(t.dataDir, 'media'), { recursive: true }).length;
    const junk = randomBytes(20_000);
    const created = await create(alice, junk.length, { filename: 'junk.mp3' });
    const refused = await patch(alice, created.headers.get('location') as string, 0, junk);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: 'Unsupported or corrupt media file.',
    });
    expect(readdirSync(join(t.dataDir, 'media'), { recursive: true }).length).toBe(mediaBefore);
    expect(readdirSync(join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('lets housekeeping remove an unfinished upload a day old', async () => {
    const created = await create(alice, 1000, { filename: 'left.wav' });
    const location = created.headers.get('location') as string;
    await patch(alice, location, 0, randomBytes(100));
    const id = location.split('/').at(-1) as string;
    const info = join(t.dataDir, 'uploads', `${id}.json`);
    const stored = JSON.parse(readFileSync(info, 'utf8')) as { creation_date: string };
    stored.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
    writeFileSync(info, JSON.stringify(stored));
    const { runHousekeeping } = await import('../../src/services/housekeeping/housekeeping.js');
    const report = await runHousekeeping(t.ctx, t.app.log);
    expect(report.expiredUploads).toBe(1);
    expect(readdirSync(join(t.dataDir, 'uploads'))).toEqual([]);
    // What was kept of a finished upload goes a day later.
    const finished = join(t.dataDir, 'uploads-finished');
    const kept = readdirSync(finished);
    expect(kept.length).toBeGreaterThan(0);
    for (const name of kept) utimesSync(join(finished, name), new Date(0), new Date(0));
    expect((await runHousekeeping(t.ctx, t.app.log)).expiredUploads).toBe(kept.length);
    expect(readdirSync(finished)).toEqual([]);
    expect((await head(alice, location)).status).toBe(404);
  });
});
