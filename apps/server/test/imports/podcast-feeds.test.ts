import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZFeedListResponse, ZFeedResponse, ZImportListResponse } from '@transcribe/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseFeed } from '../../src/adapters/feed-reader.js';
import { FeedPolling } from '../../src/services/imports/feed-polling.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { FAST_MODEL } from '../../src/test-support/transcripts.js';

// A podcast served on this machine: an RSS feed whose episodes are real LibriVox readings, answering a
// conditional request with 304 while it has not changed (issue 42).

const clips = librivoxClips().map((clip) => readFileSync(clip.path));
const item = (n: number) =>
  `<item><title>Episode ${n}</title><guid>ep-${n}</guid><pubDate>${new Date(Date.UTC(2026, 10, n)).toUTCString()}</pubDate>` +
  `<enclosure url="BASE/ep${n}.wav" type="audio/wav" length="${clips[n - 1]?.length}"/></item>`;

function podcast() {
  const state = { episodes: 3, requests: 0, notModified: 0 };
  const server: Server = createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/feed.xml') {
      state.requests += 1;
      const etag = `"v${state.episodes}"`;
      if (req.headers['if-none-match'] === etag) {
        state.notModified += 1;
        return res.writeHead(304).end();
      }
      const items = Array.from({ length: state.episodes }, (_, i) => item(state.episodes - i)).join('');
      const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Readings</title>${items}</channel></rss>`;
      return res
        .writeHead(200, { 'content-type': 'application/rss+xml', etag })
        .end(xml.replaceAll('BASE', base));
    }
    const episode = /^\/ep(\d)\.wav$/.exec(req.url ?? '')?.[1];
    const body = episode ? clips[Number(episode) - 1] : undefined;
    if (body)
      return res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': body.length }).end(body);
    if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    res.writeHead(404).end();
  });
  return new Promise<{ server: Server; base: string; state: typeof state }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state }),
    ),
  );
}

describe('podcast feeds', () => {
  let t: TestApp;
  let ada: Session;
  let grace: Session;
  let site: Awaited<ReturnType<typeof podcast>>;
  beforeAll(async () => {
    site = await podcast();
    t = await createTestApp({ IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true' });
    ada = await signUpAndLogIn(t.app);
    grace = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    site.server.close();
  });

  const importedNames = async () => {
    const imports = ZImportListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio/import', headers: ada.auth })).json(),
    ).data;
    if (imports.some((i) => i.import_status !== 'completed')) throw new Error('still importing');
    const files = await t.ctx.db
      .selectFrom('audio')
      .select('file_name')
      .where('user_id', '=', ada.user.user_id)
      .execute();
    return files.map((f) => f.file_name).sort();
  };
  const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 50 });
  /** One look of the worker's loop, with every feed's turn come. */
  const poll = async () => {
    await t.ctx.db.updateTable('feeds').set({ checked_at: '2000-01-01T00:00:00.000Z' }).execute();
    await new FeedPolling(t.ctx, pino({ level: 'silent' })).poll();
  };

  it('imports the newest episodes at once, then each new one, asking the feed only whether it changed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds',
      headers: ada.auth,
      payload: { url: `${site.base}/feed.xml`, back_episodes: 2, transcription: FAST_MODEL },
    });
    expect(res.statusCode, res.body).toBe(201);
    const feed = ZFeedResponse.parse(res.json()).data;
    expect(feed).toMatchObject({ feed_title: 'Readings', feed_paused: false, feed_error: null });
    await waitFor(async () => expect(await importedNames()).toEqual(['ep2.wav', 'ep3.wav']));

    // Nothing new: a 304, nothing imported.
    await poll();
    expect(site.state.notModified).toBe(1);
    expect(await importedNames()).toEqual(['ep2.wav', 'ep3.wav']);

    // A new episode: imported (and transcription queued); the old one left out at subscribing stays out.
    site.state.episodes = 4;
    await poll();
    await waitFor(async () => expect(await importedNames()).toEqual(['ep2.wav', 'ep3.wav', 'ep4.wav']));
    const queued = await t.ctx.db
      .selectFrom('transcripts')
      .select('status')
      .where('user_id', '=', ada.user.user_id)
      .execute();
    expect(queued.map((q) => q.status)).toEqual(['queued', 'queued', 'queued']);
    const list = ZFeedListResponse.parse(
      (await t.app.inject({ url: '/api/v1/feeds', headers: ada.auth })).json(),
    );
    expect(list.data[0]?.feed_episodes).toBe(3);

    // Paused: not read at all; another user can neither pause nor remove it.
    const pause = (session: Session, paused: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/feeds/${feed.feed_id}`,
        headers: session.auth,
        payload: { feed_paused: paused },
      });
    expect((await pause(grace, true)).statusCode).toBe(404);
    expect(ZFeedResponse.parse((await pause(ada, true)).json()).data.feed_paused).toBe(true);
    const requests = site.state.requests;
    await poll();
    expect(site.state.requests).toBe(requests);
    const remove = (session: Session) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/feeds/${feed.feed_id}`, headers: session.auth });
    expect((await remove(grace)).statusCode).toBe(404);
    expect((await remove(ada)).statusCode).toBe(200);
    expect(
      ZFeedListResponse.parse((await t.app.inject({ url: '/api/v1/feeds', headers: ada.auth })).json()).data,
    ).toEqual([]);
  });

  it('refuses a page that is no feed, and reads Atom as well as RSS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds',
      headers: ada.auth,
      payload: { url: `${site.base}/page`, transcription: FAST_MODEL },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_UNREACHABLE',
      message: 'The link leads to a web page, not to a podcast feed.',
    });
    const atom = parseFeed(
      '<feed xmlns="http://www.w3.org/2005/Atom"><title>Talks</title>' +
        '<entry><id>a1</id><title>First</title><updated>2026-01-01T00:00:00Z</updated>' +
        '<link rel="enclosure" type="audio/mpeg" href="https://example.com/1.mp3"/></entry>' +
        '<entry><id>a2</id><title>Second</title><updated>2026-02-01T00:00:00Z</updated>' +
        '<link rel="alternate" href="https://example.com/2"/><link rel="enclosure" type="audio/mpeg" href="https://example.com/2.mp3"/></entry>' +
        '<entry><id>a3</id><title>No recording</title><link href="https://example.com/3"/></entry></feed>',
    );
    expect(atom).toEqual({
      title: 'Talks',
      episodes: [
        { guid: 'a2', title: 'Second', url: 'https://example.com/2.mp3', published: Date.UTC(2026, 1, 1) },
        { guid: 'a1', title: 'First', url: 'https://example.com/1.mp3', published: Date.UTC(2026, 0, 1) },
      ],
    });
  });
});
