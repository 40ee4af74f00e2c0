import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const SCRIPT = 'export const greeting = "hello";\n'.repeat(50);
const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
const YEAR = 'public, max-age=31536000, immutable';

/** A tiny build laid out as the web app's is: hashed assets and index.html with .br and .gz beside them. */
function writeFakeBuild(dir: string): void {
  const write = (path: string, text: string, compressed = true) => {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (!compressed) return;
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  write('index.html', PAGE);
  write('assets/app-Ab12Cd34.js', SCRIPT);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  write('locales/en/translation.json', '{"hello":"Hello"}');
  write('sw.js', "self.addEventListener('fetch', () => {});\n".repeat(20));
  write('manifest.webmanifest', JSON.stringify({ name: 'Transcribe', start_url: '/dashboard' }), false);
}

describe('serving the web app: precompressed by Accept-Encoding, cached by whether the name is hashed', () => {
  let t: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'web-serving-'));
  beforeAll(async () => {
    writeFakeBuild(web);
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that accepts br, and it decompresses to the script', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file without Accept-Encoding, or with identity only', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/app-Ab12Cd34.js', acceptEncoding);
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('caches hashed assets for a year, whatever the encoding', async () => {
    for (const acceptEncoding of [undefined, 'gzip', 'br']) {
      const res = await get('/assets/app-Ab12Cd34.js', acceptEncoding);
      expect(res.headers['cache-control'], acceptEncoding).toBe(YEAR);
    }
  });

  it('makes browsers revalidate index.html, deep links, the favicon and the translations', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/dashboard/profile',
      '/favicon.svg',
      '/locales/en/translation.json',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the service worker and the manifest with their types, revalidated on every visit', async () => {
    // A cached sw.js would keep an old worker, and with it an old app, for as long as it is cached.
    const worker = await get('/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Transcribe' });
  });

  it('serves the page compressed on the history fallback too', async () => {
    const res = await get('/dashboard/profile', 'br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('answers a revalidation of index.html with 304 while it is unchanged', async () => {
    const first = await get('/', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/dashboard',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD on an asset and on the history fallback with the headers and no body', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js', 'br', 'HEAD');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(YEAR);
    expect(Number(asset.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(asset.rawPayload.length).toBe(0);

    const page = await get('/dashboard/profile', undefined, 'HEAD');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.rawPayload.length).toBe(0);
  });

  it('keeps unknown /api paths and missing assets a JSON 404, not the app page', async () => {
    for (const url of ['/api/unknown', '/api/v1/nothing', '/assets/gone-Zz99.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
