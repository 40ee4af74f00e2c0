import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const JSON_ROUTES = [
  ['POST', '/api/v1/user'],
  ['POST', '/api/v1/auth'],
  ['POST', '/api/v1/auth/refresh'],
  ['POST', '/api/v1/auth/logout'],
  ['POST', '/api/v1/auth/password/reset'],
  ['POST', '/api/v1/auth/password/reset/confirm'],
  ['PUT', '/api/v1/user/me'],
  ['PUT', '/api/v1/user/me/password'],
] as const;

describe('bad input gets a 4xx with a message, never a 5xx or a stack', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signUpAndLogIn(t.app)).auth;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method, url, payload, headers: { ...auth, 'content-type': contentType } });

  function expectClientError(res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  }

  it.each(JSON_ROUTES)(
    '%s %s: malformed JSON, empty body, missing fields, wrong types',
    async (method, url) => {
      for (const payload of [
        '{"user_email": ',
        '',
        '{}',
        '[]',
        'null',
        '"text"',
        '{"login_email": 5, "email": [], "token": {}}',
      ]) {
        expectClientError(await send(method, url, payload));
      }
      const res = await send(method, url, '{broken');
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_JSON',
        message: 'The request body is not valid JSON.',
      });
    },
  );

  it('rejects a JSON body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ user_email: 'a@b.co', user_password: 'x'.repeat(1_100_000) });
    const res = await send('POST', '/api/v1/user', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await send('POST', '/api/v1/auth', 'login_email=a', 'text/xml');
    expect(res.statusCode).toBe(415);
    expectClientError(res);
  });

  it('survives arbitrary JSON values on every route (fuzzed)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_ROUTES), fc.jsonValue(), async ([method, url], value) => {
        const res = await send(method, url, JSON.stringify(value));
        expect(res.statusCode, `${url} ${JSON.stringify(value)} -> ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('survives fuzzed field values with the right field names', async () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.emailAddress(),
    );
    await fc.assert(
      fc.asyncProperty(anything, anything, async (a, b) => {
        for (const [url, body] of [
          ['/api/v1/user', { user_email: a, user_password: b }],
          ['/api/v1/auth', { login_email: a, login_password: b }],
          ['/api/v1/auth/password/reset/confirm', { token: a, password: b }],
        ] as const) {
          const res = await send('POST', url, JSON.stringify(body));
          expect(res.statusCode, `${url} ${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
  });
});
