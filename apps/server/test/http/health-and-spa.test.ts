import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('health, docs and the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = join(process.env.TMPDIR ?? '/tmp', `web-${process.pid}-${Date.now()}`);
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(() => t.close());

  it('answers health once migrated', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes OpenAPI generated from the contract', async () => {
    const res = await t.app.inject('/api/docs/openapi.json');
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/v1/auth'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'login_email',
      'login_password',
    ]);
    expect(doc.paths['/api/v1/user/me'].get).toBeDefined();
    for (const action of ['cancel', 'retry']) {
      expect(doc.paths[`/api/v1/audio/transcript/{id}/${action}`]?.post?.responses, action).toHaveProperty(
        '200',
      );
    }
  });

  it('serves index.html for app routes (history fallback) and files as they are', async () => {
    for (const path of ['/', '/dashboard', '/dashboard/profile', '/anything/else?x=1']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    // The pages a link opens (a share, an invitation) are no search engine's business; the others are.
    for (const path of ['/s/AAAAAAAAAAAAAAAAAAAAAAAA', '/invite/AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await t.app.inject(path);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    expect((await t.app.inject('/dashboard')).headers['x-robots-tag']).toBeUndefined();
    const asset = await t.app.inject('/assets/app.js');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe('console.log(1)');
  });

  it('sends a share (POST /share-target) the service worker did not catch to the dashboard', async () => {
    const boundary = 'share-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="audio"; filename="memo.m4a"',
      'Content-Type: audio/mp4',
      '',
      'not really audio',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    for (const contentType of [`multipart/form-data; boundary=${boundary}`, 'application/octet-stream']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/share-target',
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, contentType).toBe(303);
      expect(res.headers.location).toBe('/dashboard');
    }
    // Only the share target: another page's POST is still no endpoint.
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/v1/nothing/here', '/api']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
