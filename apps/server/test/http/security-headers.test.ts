import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

/** The real build: the policy below must be one the shipped index.html runs under. */
const WEB_DIST = new URL('../../../web/dist', import.meta.url).pathname;

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

describe('security headers and CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: WEB_DIST, PUBLIC_URL: 'http://localhost:8080' });
  });
  afterAll(() => t.close());

  it('ships a built index.html without inline scripts, so script-src needs no unsafe-inline', () => {
    expect(existsSync(`${WEB_DIST}/index.html`), 'build the web app first (npm run build)').toBe(true);
    const html = readFileSync(`${WEB_DIST}/index.html`, 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, body] of scripts) {
      expect(tag).toMatch(/\ssrc="\/assets\//);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('answers the app, its files, the API and errors with the same protective headers', async () => {
    const index = await t.app.inject('/dashboard');
    expect(index.headers['content-type']).toMatch(/text\/html/);
    for (const res of [
      index,
      await t.app.inject('/favicon.svg'),
      await t.app.inject('/api/health'),
      await t.app.inject('/api/v1/user/me'),
      await t.app.inject('/api/v1/no-such-route'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      // Plain http: no HSTS, which browsers would remember for a year.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers HEAD for the app, its files and health as it answers GET, without a body', async () => {
    for (const url of ['/', '/dashboard/profile', '/favicon.svg', '/api/health', '/api/health/ready']) {
      const [get, head] = [await t.app.inject(url), await t.app.inject({ method: 'HEAD', url })];
      expect(head.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });

  it('answers no other origin: no CORS headers and no preflight by default', async () => {
    const origin = 'https://evil.example';
    const get = await t.app.inject({ url: '/api/health', headers: { origin } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/audio',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('behind https with CORS configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://transcribe.example',
      CORS_ORIGINS: 'https://app.example,https://admin.example',
    });
  });
  afterAll(() => t.close());

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets the listed origins call the API, and only them', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/audio',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('https://app.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();

    const get = await t.app.inject({ url: '/api/health', headers: { origin: 'https://admin.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://admin.example');
  });

  it('refuses a malformed CORS_ORIGINS at start-up', () => {
    for (const value of [
      '*',
      'app.example',
      'https://app.example/',
      'https://a.example, https://b.example',
    ]) {
      expect(() => loadConfig({ DATA_DIR: t.dataDir, CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });
});
