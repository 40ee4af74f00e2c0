import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TImport, ZAudioResponse, ZImportResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGuardedProxy } from '../../src/adapters/guarded-proxy.js';
import { DownloadError } from '../../src/adapters/media-download.js';
import { downloadFromPage } from '../../src/adapters/video-site-download.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { FAST_MODEL } from '../../src/test-support/transcripts.js';

// Pages of a video site (issue 42): yt-dlp (Debian's, installed by the bootstrap) takes the recording from a
// page served on this machine, through the server's guarded proxy.

const speech = readFileSync(librivoxClips()[1]?.path as string);

function site(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const page = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
    if (req.url === '/media/talk.wav')
      return res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': speech.length }).end(speech);
    if (req.url === '/watch')
      return page(
        '<html><head><title>Weekly talk</title></head><body><audio src="/media/talk.wav"></audio></body></html>',
      );
    if (req.url === '/elsewhere')
      return page(
        `<html><head><title>Elsewhere</title></head><body><audio src="http://127.0.0.2:${port()}/media/talk.wav"></audio></body></html>`,
      );
    if (req.url === '/blog')
      return page('<html><head><title>Words only</title></head><body>No recording.</body></html>');
    res.writeHead(404).end();
  });
  const port = () => (server.address() as AddressInfo).port;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${port()}` })),
  );
}

describe('imports from a page of a video site (yt-dlp)', () => {
  let t: TestApp;
  let ada: Session;
  let web: { server: Server; base: string };
  beforeAll(async () => {
    web = await site();
    t = await createTestApp({ IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true' });
    ada = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    web.server.close();
  });

  const imported = async (url: string): Promise<TImport> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio/import',
      headers: ada.auth,
      payload: { url, transcription: FAST_MODEL },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = ZImportResponse.parse(res.json()).data.import_id;
    return vi.waitFor(
      async () => {
        const read = await t.app.inject({ url: `/api/v1/audio/import/${id}`, headers: ada.auth });
        const data = ZImportResponse.parse(read.json()).data;
        if (data.import_status === 'importing') throw new Error('still importing');
        return data;
      },
      { timeout: 30_000, interval: 100 },
    );
  };

  it("takes the recording a page plays, named after the page's title, and transcribes it", async () => {
    const done = await imported(`${web.base}/watch`);
    expect(done).toMatchObject({ import_status: 'completed', import_received_bytes: speech.length });
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${done.audio_id}`, headers: ada.auth })).json(),
    ).data;
    expect(item.audio_file.file_name).toMatch(/^Weekly talk.*\.wav$/);
    expect(item.audio_size_bytes).toBe(speech.length);
    expect(item.audio_transcript[0]?.audio_transcript_status).toBe('queued');
  });

  it('says why a page without a recording gives none, keeping nothing', async () => {
    const before = (await t.ctx.db.selectFrom('audio').select('id').execute()).length;
    const failed = await imported(`${web.base}/blog`);
    expect(failed).toMatchObject({
      import_status: 'failed',
      import_error_code: 'IMPORT_NOT_MEDIA',
      audio_id: null,
    });
    expect(failed.import_error).toMatch(/^No recording could be taken from this page: .*Unsupported URL/);
    expect((await t.ctx.db.selectFrom('audio').select('id').execute()).length).toBe(before);
  });

  it('refuses, through its proxy, a recording on an address imports may not reach', async () => {
    const refused = (address: string) => address === '127.0.0.2';
    const page = downloadFromPage(`${web.base}/elsewhere`, {
      ytdlpPath: 'yt-dlp',
      allowPrivate: false,
      maxBytes: 10_000_000,
      refused,
    });
    await expect(page).rejects.toBeInstanceOf(DownloadError);
    await expect(page).rejects.toMatchObject({
      failure: 'refused',
      message: '127.0.0.2 resolves to 127.0.0.2, a private or local address that imports may not reach.',
    });
  });

  it('a machine without yt-dlp says the link leads to a page', async () => {
    const page = downloadFromPage(`${web.base}/watch`, {
      ytdlpPath: '/nonexistent/yt-dlp',
      allowPrivate: true,
      maxBytes: 10_000_000,
    });
    await expect(page).rejects.toMatchObject({ failure: 'unavailable' });
  });
});

describe('the guarded proxy yt-dlp goes through', () => {
  it('tunnels to an allowed address, and answers 403 for a refused one, by CONNECT or plain HTTP', async () => {
    const target = createServer((_req, res) => res.end('hello')).listen(0, '127.0.0.1');
    await new Promise((resolve) => target.once('listening', resolve));
    const port = (target.address() as AddressInfo).port;
    const proxy = await startGuardedProxy(false, (address) => address === '127.0.0.2');
    const proxyPort = Number(new URL(proxy.url).port);
    const viaProxy = (host: string) =>
      new Promise<number>((resolve, reject) =>
        request({ host: '127.0.0.1', port: proxyPort, path: `http://${host}:${port}/` }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end(),
      );
    const connectTo = (host: string) =>
      new Promise<number>((resolve, reject) =>
        request({ host: '127.0.0.1', port: proxyPort, method: 'CONNECT', path: `${host}:${port}` })
          .on('connect', (res, socket) => {
            socket.destroy();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject)
          .end(),
      );
    try {
      expect(await viaProxy('127.0.0.1')).toBe(200);
      expect(await viaProxy('127.0.0.2')).toBe(403);
      expect(await connectTo('127.0.0.1')).toBe(200);
      expect(await connectTo('127.0.0.2')).toBe(403);
      expect(proxy.refusals).toHaveLength(2);
    } finally {
      await proxy.close();
      target.close();
    }
  });
});
