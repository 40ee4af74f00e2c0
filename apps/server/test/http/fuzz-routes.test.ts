import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import { fixture, multipart } from '../../src/test-support/media-fixtures.js';
import { type OpenApiRoute, openApiRoutes } from '../../src/test-support/route-matrix.js';
import { stateSnapshot } from '../../src/test-support/state-snapshot.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** What `{id}` names in each fuzzed route that has one. */
const ID_KINDS: Record<string, 'folder' | 'audio' | 'transcript' | 'webhook' | 'comment'> = {
  'PUT /api/v1/folder/{id}': 'folder',
  'PUT /api/v1/folder/file/{id}': 'audio',
  'POST /api/v1/audio/transcript/{id}': 'audio',
  'PUT /api/v1/audio/transcript/{id}': 'transcript',
  'POST /api/v1/audio/transcript/export/{id}': 'transcript',
  'GET /api/v1/folder/{id}': 'folder',
  'GET /api/v1/audio/{id}': 'audio',
  'GET /api/v1/audio/stream/{id}': 'audio',
  'GET /api/v1/audio/download/{id}': 'audio',
  'GET /api/v1/audio/transcript/{id}': 'transcript',
  'GET /api/v1/audio/transcript/summary/{id}': 'transcript',
  'GET /api/v1/audio/transcript/keynotes/{id}': 'transcript',
  'GET /api/v1/user/webhook/{id}/delivery': 'webhook',
  'GET /api/v1/audio/transcript/{id}/comments': 'transcript',
  'POST /api/v1/audio/transcript/{id}/comments': 'transcript',
  'PATCH /api/v1/comments/{id}': 'comment',
};

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Values no field expects: wrong types, boundaries, huge and odd strings. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e3pm.exe',
    '😀'.repeat(500),
    'x'.repeat(70_000),
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_VALUE, 1e-300, true, false, null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
);

/** A body built from the route's own field names (so the values are what gets tested) plus hostile keys. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.constantFrom(...fields, ...HOSTILE_KEYS), anyValue, { maxKeys: fields.length + 2 }),
    fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] }),
  );

/** A 5xx, or a stack trace or file path in any answer, is a failure whatever the status. */
function expectHandled(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, what).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\/work\/|\/src\//);
}

describe('fuzzed input on every JSON route, query string and the upload: never a 5xx, a stack, or a change when refused', () => {
  let t: TestApp;
  let user: Session;
  let ids: { folder: number; audio: number; transcript: number; webhook: number; comment: number };
  let jsonRoutes: OpenApiRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpAndLogIn(t.app);
    const folder = await makeFolder(t.app, user.auth, 'Fuzz', (await rootFolder(t.app, user.auth)).folder_id);
    const { audioId, transcriptId } = await insertTranscript(t, user.auth, user.user.user_id, [
      {
        audio_transcript_data_id: 1,
        audio_transcript_data_speaker: 'Speaker 1',
        audio_transcript_data_segment: [
          {
            audio_transcript_data_segment_id: 1,
            audio_transcript_data_segment_transcript: 'Hello there.',
            audio_transcript_data_segment_start_time: 0,
            audio_transcript_data_segment_end_time: 1,
            audio_transcript_data_segment_verified: false,
            audio_transcript_data_segment_sa: null,
            audio_transcript_data_segment_words: [],
          },
        ],
      },
    ]);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/webhook',
      headers: user.auth,
      payload: { webhook_url: 'https://93.184.215.14/hook', webhook_events: ['transcript.completed'] },
    });
    ids = {
      folder: folder.folder_id,
      audio: audioId,
      transcript: transcriptId,
      webhook: hook.json().data.webhook_id,
      comment: (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/audio/transcript/${transcriptId}/comments`,
          headers: user.auth,
          payload: { segment_id: 1, start: 0, text: 'Fuzz me.' },
        })
      ).json().data.comment_id,
    };
    jsonRoutes = (await openApiRoutes(t.app)).filter((r) => r.jsonFields);
  });
  afterAll(() => t.close());

  /** `{id}` as one of the user's real things, so the body is what stops the request, not a 404. */
  function pathOf(route: OpenApiRoute): string {
    if (!route.path.includes('{id}')) return route.path;
    const kind = ID_KINDS[`${route.method} ${route.path}`];
    // A route not listed still gets fuzzed, with an id that is probably nobody's (the authorisation matrix
    // is what makes every new route say what its id names).
    return route.path.replace('{id}', kind ? String(ids[kind]) : '1');
  }

  it('finds the JSON routes in the OpenAPI document', () => {
    expect(jsonRoutes.length).toBeGreaterThanOrEqual(12);
  });

  // 25 bodies on each JSON route, the state read around each: over 20 s on a busy machine. The limit
  // guards against a hang and grows with the routes.
  it('answers random, boundary and hostile JSON bodies with a 4xx that changes nothing (or a real success)', {
    timeout: 120_000,
  }, async () => {
    const statuses = new Set<number>();
    for (const route of jsonRoutes) {
      await fc.assert(
        fc.asyncProperty(bodyFor(route.jsonFields ?? []), async (body) => {
          const before = await stateSnapshot(t);
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: pathOf(route),
            headers: { ...user.auth, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          statuses.add(res.statusCode);
          const what = `${route.method} ${route.path} ${JSON.stringify(body)?.slice(0, 200)}`;
          expectHandled(res, what);
          if (res.statusCode >= 400) expect(await stateSnapshot(t), what).toBe(before);
        }),
        { numRuns: 25 },
      );
    }
    // The bodies got past parsing to validation and beyond, not only to one early refusal.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400]));
    // Nothing reached Object.prototype through a __proto__ key.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers random and hostile query strings on every GET route without a 5xx', async () => {
    // Not the event streams (they never end) nor Google sign-in (503 by design: not configured here).
    const skip = ['/api/v1/event', '/api/v1/admin/models/events', '/api/v1/auth/google'];
    const routes = (await openApiRoutes(t.app)).filter((r) => r.method === 'GET' && !skip.includes(r.path));
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('', '-1', '0', '1e400', '99999999999999999999', 'NaN', '[]', '{}', '%', '%zz', 'a&b=c'),
    );
    for (const route of routes) {
      const names = [...route.queryParams, 'token', '__proto__', 'constructor'];
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom(...names), text), { maxLength: 5 }),
          async (pairs) => {
            const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
            const res = await t.app.inject({ url: `${pathOf(route)}?${query}`, headers: user.auth });
            expectHandled(res, `GET ${route.path}?${query}`);
          },
        ),
        { numRuns: 15 },
      );
    }
  });

  it('refuses an id beyond what a database row can have, in the path and in every id field (PostgreSQL integer)', async () => {
    const tooBig = 2 ** 31;
    const before = await stateSnapshot(t);
    for (const route of await openApiRoutes(t.app)) {
      if (!route.path.includes('{id}')) continue;
      const url = route.path.replace('{id}', String(tooBig)).replace('{revision}', '1');
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: user.auth,
        payload: {},
      });
      expectHandled(res, `${route.method} ${url}`);
    }
    for (const route of jsonRoutes) {
      for (const field of (route.jsonFields ?? []).filter((f) => /_ids?$/.test(f))) {
        const value = field.endsWith('_ids') ? [tooBig, tooBig + 1] : tooBig;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: pathOf(route),
          headers: user.auth,
          payload: { [field]: value },
        });
        expectHandled(res, `${route.method} ${route.path} ${field}`);
        expect(res.statusCode, `${route.method} ${route.path} ${field}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await stateSnapshot(t)).toBe(before);
  });

  it('refuses a NUL character in any JSON field or query (PostgreSQL text cannot hold one)', async () => {
    const before = await stateSnapshot(t);
    for (const route of jsonRoutes) {
      for (const field of route.jsonFields ?? []) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: pathOf(route),
          headers: user.auth,
          payload: { [field]: 'before\u0000after' },
        });
        expect(res.statusCode, `${route.method} ${route.path} ${field}`).toBe(400);
        expect(res.json().message).toBe('Text may not contain NUL characters.');
      }
    }
    const search = await t.app.inject({ url: '/api/v1/search?q=a%00b', headers: user.auth });
    expect(search.statusCode).toBe(400);
    expect(await stateSnapshot(t)).toBe(before);
  });

  it('answers random, missing and duplicated multipart parts with a 4xx that stores nothing (or a real upload, or the file already there)', async () => {
    const tone = fixture('tone.wav');
    const statuses = new Set<number>();
    const part = fc.record({
      name: fc.constantFrom(
        'file',
        'folder_id',
        'language',
        'mode',
        'diarize',
        'speaker_count',
        'keep_duplicate',
        '__proto__',
        'x',
      ),
      value: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(String(ids.folder), '999999', '-1', '1e9', ''),
      ),
    });
    const file = fc.option(
      fc.record({
        name: fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.constantFrom('../../x.wav', 'a\u0000b.wav', '\u202ewav.exe'),
        ),
        content: fc.oneof(
          fc.constant(tone),
          fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
        ),
      }),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        // Often a clean form and a file, so real uploads are among the runs as well as refusals.
        fc.oneof(fc.constant([]), fc.array(part, { maxLength: 6 })),
        file,
        fc.nat(3).map((n) => n === 0),
        async (parts, upload, twoFiles) => {
          const before = await stateSnapshot(t);
          const body = multipart({}, upload);
          const extra = parts.map(
            (p) => `--BOUNDARY\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
          );
          if (twoFiles && upload)
            extra.push(
              `--BOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="second.wav"\r\n\r\nabc\r\n`,
            );
          const boundary = /boundary=(.+)$/.exec(body.headers['content-type'] ?? '')?.[1] ?? '';
          const closing = Buffer.from(`--${boundary}--\r\n`);
          const payload = Buffer.concat([
            body.payload.subarray(0, body.payload.length - closing.length),
            Buffer.from(extra.join('').replaceAll('--BOUNDARY', `--${boundary}`)),
            closing,
          ]);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/v1/audio',
            headers: { ...user.auth, ...body.headers },
            payload,
          });
          statuses.add(res.statusCode);
          const what = `upload ${JSON.stringify({ parts, file: upload?.name, size: upload?.content.length, twoFiles })}`;
          expectHandled(res, what);
          // Refused, or answered with the same file already there (a duplicate): nothing stored.
          if (res.statusCode >= 400 || res.statusCode === 200)
            expect(await stateSnapshot(t), what).toBe(before);
        },
      ),
      { numRuns: 40 },
    );
    // The fixture is uploaded before: a real upload is new (201) or found already there (200).
    expect([...statuses]).toEqual(expect.arrayContaining([400]));
    expect(statuses.has(201) || statuses.has(200)).toBe(true);
  });
});
