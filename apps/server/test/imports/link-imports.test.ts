import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  type TImport,
  ZAudioResponse,
  ZImportListResponse,
  ZImportResponse,
  ZTranscriptResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DownloadError, openDownload } from '../../src/adapters/media-download.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { eventsUrl, readEvents, type SseEvent } from '../../src/test-support/speech.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { FAST_MODEL } from '../../src/test-support/transcripts.js';

// Recordings imported from a link (issue 42), from a site served on this machine: a real LibriVox reading
// (transcribed by the worker once), a redirect to it, a web page, a 404, files over the limit and bytes that
// are no recording.

const MAX_UPLOAD_BYTES = 2_000_000;
const reading = librivoxClips()[1] as { path: string; reference: string }; // 3 s: "he was not an ill disposed young man"
const speech = readFileSync(reading.path);

/** The site; `/held.wav` sends half the reading, then the rest once `release` is called. */
function site(): Promise<{ server: Server; base: string; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((req, res) => {
    if (req.url === '/held.wav') {
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': speech.length });
      res.write(speech.subarray(0, speech.length / 2));
      void held.then(() => res.end(speech.subarray(speech.length / 2)));
      return;
    }
    const send = (status: number, type: string, body: Buffer | string) =>
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
    if (req.url === '/talks/reading.wav') return send(200, 'audio/wav', speech);
    if (req.url === '/latest') return res.writeHead(302, { location: '/talks/reading.wav' }).end();
    if (req.url === '/to-private')
      return res.writeHead(302, { location: `http://127.0.0.2:${port()}/x` }).end();
    if (req.url === '/page') return send(200, 'text/html; charset=utf-8', '<html>a podcast page</html>');
    if (req.url === '/noise.bin') return send(200, 'application/octet-stream', randomBytes(50_000));
    if (req.url === '/big.mp3')
      return res.writeHead(200, { 'content-length': MAX_UPLOAD_BYTES + 1 }).end(Buffer.alloc(1000));
    if (req.url === '/endless.mp3') {
      // No length said: the limit stops it as it arrives.
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      for (let i = 0; i < 30; i++) res.write(Buffer.alloc(100_000));
      return res.end();
    }
    send(404, 'text/plain', 'not here');
  });
  const port = () => (server.address() as AddressInfo).port;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${port()}`, release })),
  );
}

describe('imports from a link', () => {
  let t: TestApp;
  let ada: Session;
  let grace: Session;
  let web: { server: Server; base: string; release: () => void };
  let base: string;
  beforeAll(async () => {
    web = await site();
    t = await createTestApp(
      {
        IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true',
        MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
        SSE_HEARTBEAT_SECONDS: '0.2',
        // A page is only a page here; video-site-imports.test.ts reads pages with yt-dlp.
        YTDLP_PATH: 'none',
      },
      { runWorker: true },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ada = await signUpAndLogIn(t.app);
    grace = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    web.server.close();
  });

  const start = (session: Session, url: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/audio/import',
      headers: session.auth,
      payload: { url, transcription: FAST_MODEL, ...extra },
    });
  const read = async (session: Session, id: number) =>
    t.app.inject({ url: `/api/v1/audio/import/${id}`, headers: session.auth });
  /** Starts an import and waits for its end. */
  const imported = async (url: string): Promise<TImport> => {
    const res = await start(ada, url);
    expect(res.statusCode, res.body).toBe(202);
    const id = ZImportResponse.parse(res.json()).data.import_id;
    return vi.waitFor(
      async () => {
        const data = ZImportResponse.parse((await read(ada, id)).json()).data;
        if (data.import_status === 'importing') throw new Error('still importing');
        return data;
      },
      { timeout: 15_000, interval: 50 },
    );
  };
  const stored = () => readdirSync(join(t.dataDir, 'media')).length;

  it('downloads a recording through a redirect, makes it a file named after it and transcribes it', async () => {
    // Her stream, open before the import: the transcription's progress up to its end.
    const transcribed = readEvents(
      eventsUrl(base, ada),
      (list) => list.some((e) => e.event !== 'import_progress' && e.data.includes('"completed"')),
      60_000,
    );
    const done = await imported(`${web.base}/latest`);
    expect(done).toMatchObject({
      import_status: 'completed',
      import_error: null,
      import_received_bytes: speech.length,
      import_total_bytes: speech.length,
      audio_duplicate_of: null,
    });
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${done.audio_id}`, headers: ada.auth })).json(),
    ).data;
    expect(item.audio_file.file_name).toBe('reading.wav');
    expect(item.audio_size_bytes).toBe(speech.length);
    expect(item.audio_transcript).toHaveLength(1);
    const transcriptId = item.audio_transcript[0]?.audio_transcript_id as number;
    const progress = (await transcribed)
      .filter((e) => e.event !== 'import_progress')
      .map((e) => JSON.parse(e.data) as { id: number; status: string; progress: number });
    expect(progress.at(-1)).toMatchObject({ id: transcriptId, status: 'completed', progress: 100 });
    const transcript = await t.app.inject({
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: ada.auth,
    });
    const said = ZTranscriptResponse.parse(transcript.json())
      .data.audio_transcript_data.flatMap((block) => block.audio_transcript_data_segment)
      .map((segment) => segment.audio_transcript_data_segment_transcript.toLowerCase());
    const heard = reading.reference.split(' ').filter((word) => said.join(' ').split(/\W+/).includes(word));
    expect(heard.length, said.join(' ')).toBeGreaterThanOrEqual(3);
    // Listed for her, and nobody else's to read.
    const list = ZImportListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio/import', headers: ada.auth })).json(),
    ).data;
    expect(list.map((i) => i.import_id)).toContain(done.import_id);
    expect((await read(grace, done.import_id)).statusCode).toBe(404);

    // The same recording again is the file already there: nothing new, no second transcription.
    const again = await imported(`${web.base}/talks/reading.wav`);
    expect(again).toMatchObject({ import_status: 'completed', audio_duplicate_of: done.audio_id });
    const same = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${done.audio_id}`, headers: ada.auth })).json(),
    ).data;
    expect(same.audio_transcript).toHaveLength(1);
  });

  it('tells its progress and its end on the event stream (import_progress), to its user only', async () => {
    const res = await start(ada, `${web.base}/held.wav`, { keep_duplicate: true });
    const id = ZImportResponse.parse(res.json()).data.import_id;
    const imports = (list: SseEvent[]) =>
      list
        .filter((e) => e.event === 'import_progress')
        .map((e) => JSON.parse(e.data) as TImport)
        .filter((e) => e.import_id === id);
    // A new stream is told of the import running; once it has, the site sends the rest of the file.
    let adaDone = false;
    const graces = readEvents(eventsUrl(base, grace), () => adaDone, 10_000);
    const adas = await readEvents(
      eventsUrl(base, ada),
      (list) => {
        if (imports(list).some((e) => e.import_status === 'importing')) web.release();
        return imports(list).some((e) => e.import_status === 'completed');
      },
      10_000,
    );
    adaDone = true;
    const mine = imports(adas);
    expect(mine.at(-1)).toMatchObject({ import_status: 'completed', import_received_bytes: speech.length });
    expect(mine.at(-1)?.audio_id).toEqual(expect.any(Number));
    expect(mine.slice(0, -1).every((e) => e.import_status === 'importing')).toBe(true);
    expect(imports(await graces)).toEqual([]);
  });

  it('fails a web page, a missing file, files over the limit and bytes that are no recording, keeping nothing', async () => {
    const files = stored();
    const rows = async () => (await t.ctx.db.selectFrom('audio').select('id').execute()).length;
    const before = await rows();
    const cases: [string, string, string][] = [
      ['/page', 'IMPORT_NOT_MEDIA', 'The link leads to a web page, not to a recording.'],
      ['/gone.mp3', 'IMPORT_UNREACHABLE', 'Nothing was found at this link (HTTP 404).'],
      ['/big.mp3', 'PAYLOAD_TOO_LARGE', 'The file is larger than the upload limit of 1.91 MB.'],
      ['/endless.mp3', 'PAYLOAD_TOO_LARGE', 'The file is larger than the upload limit of 1.91 MB.'],
      ['/noise.bin', 'UNSUPPORTED_MEDIA', 'Unsupported or corrupt media file.'],
    ];
    for (const [path, code, message] of cases)
      expect(await imported(`${web.base}${path}`), path).toMatchObject({
        import_status: 'failed',
        import_error_code: code,
        import_error: message,
        audio_id: null,
      });
    expect(stored()).toBe(files);
    expect(await rows()).toBe(before);
  });

  it('checks what it can before starting: the link, the folder, the mode and language', async () => {
    expect((await start(ada, 'ftp://example.com/a.mp3')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const folder = await t.ctx.db
      .selectFrom('folders')
      .select('id')
      .where('user_id', '=', grace.user.user_id)
      .executeTakeFirstOrThrow();
    expect((await start(ada, `${web.base}/latest`, { folder_id: folder.id })).statusCode).toBe(404);
    const unknown = { ...FAST_MODEL, audio_transcript_model_id: 999 };
    expect(
      (await start(ada, `${web.base}/latest`, { transcription: unknown })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('imports from a link, private addresses refused (the default)', () => {
  let t: TestApp;
  let ada: Session;
  let web: { server: Server; base: string; release: () => void };
  beforeAll(async () => {
    web = await site();
    t = await createTestApp();
    ada = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    web.server.close();
  });

  it('refuses a loopback address, by number or by name, before anything starts', async () => {
    for (const url of [`${web.base}/latest`, web.base.replace('127.0.0.1', 'localhost')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/audio/import',
        headers: ada.auth,
        payload: { url, transcription: FAST_MODEL },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'IMPORT_ADDRESS_REFUSED' });
    }
    expect((await t.ctx.db.selectFrom('imports').select('id').execute()).length).toBe(0);
  });

  it('refuses a redirect to a refused address, checked on the address connected to', async () => {
    const refused = (address: string) => address === '127.0.0.2';
    const download = openDownload(`${web.base}/to-private`, { allowPrivate: false, refused });
    await expect(download).rejects.toBeInstanceOf(DownloadError);
    await expect(download).rejects.toMatchObject({
      failure: 'refused',
      message: '127.0.0.2 is a private or local address that imports may not reach.',
    });
  });
});
