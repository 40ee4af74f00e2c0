import { ZApiKeyListResponse, ZAudioListResponse, ZCreateApiKeyResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT } from '../../src/services/accounts/api-keys.js';
import { type Auth, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('personal API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const createKey = async (auth: Auth, name = 'CI pipeline', readOnly?: boolean) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/api-key',
      headers: auth,
      payload: { api_key_name: name, ...(readOnly === undefined ? {} : { api_key_read_only: readOnly }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return ZCreateApiKeyResponse.parse(res.json()).data;
  };
  const listKeys = async (auth: Auth) =>
    ZApiKeyListResponse.parse((await t.app.inject({ url: '/api/v1/user/api-key', headers: auth })).json())
      .data;
  const bearer = (secret: string): Auth => ({ authorization: `Bearer ${secret}` });

  it('shows the secret once, keeps only its hash, and lists keys by name and prefix', async () => {
    const me = await signUpAndLogIn(t.app);
    const key = await createKey(me.auth, '  Zapier  ');
    expect(key.api_key_secret).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ api_key_name: 'Zapier', api_key_last_used_at: null });
    expect(key.api_key_secret.startsWith(key.api_key_prefix)).toBe(true);
    expect(key.api_key_prefix).toHaveLength(12);

    const listed = await listKeys(me.auth);
    expect(listed).toEqual([
      {
        api_key_id: key.api_key_id,
        api_key_name: 'Zapier',
        api_key_prefix: key.api_key_prefix,
        api_key_created_at: key.api_key_created_at,
        api_key_last_used_at: null,
        api_key_read_only: false,
      },
    ]);
    const stored = await t.ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.api_key_id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key.api_key_secret);
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);

    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/api-key',
      headers: me.auth,
      payload: { api_key_name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('authenticates the API as its owner, uploads and reads with it, and notes when it was last used', async () => {
    const me = await signUpAndLogIn(t.app);
    const key = await createKey(me.auth);
    const audio = await uploadOk(t.app, bearer(key.api_key_secret), 'tone.wav', {}, 'from a script.wav');
    const list = await t.app.inject({ url: '/api/v1/audio', headers: bearer(key.api_key_secret) });
    expect(list.statusCode).toBe(200);
    expect(ZAudioListResponse.parse(list.json()).data.map((a) => a.audio_id)).toEqual([audio.audio_id]);
    const me2 = await t.app.inject({ url: '/api/v1/user/me', headers: bearer(key.api_key_secret) });
    expect(me2.json().data.user_id).toBe(me.user.user_id);
    const search = await t.app.inject({
      url: '/api/v1/search?q=script',
      headers: bearer(key.api_key_secret),
    });
    expect(search.json().data.total).toBe(1);
    expect((await listKeys(me.auth))[0]?.api_key_last_used_at).toEqual(expect.any(String));
  });

  it("never opens another user's data, and each user sees and revokes only their own keys", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const aliceAudio = await uploadOk(t.app, alice.auth, 'tone.wav', {}, 'alice private.wav');
    const bobKey = await createKey(bob.auth);
    const asBob = bearer(bobKey.api_key_secret);
    for (const url of [
      `/api/v1/audio/${aliceAudio.audio_id}`,
      `/api/v1/audio/download/${aliceAudio.audio_id}`,
    ]) {
      expect((await t.app.inject({ url, headers: asBob })).statusCode).toBe(404);
    }
    const bobList = await t.app.inject({ url: '/api/v1/audio', headers: asBob });
    expect(ZAudioListResponse.parse(bobList.json()).data).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/search?q=private', headers: asBob })).json().data.total).toBe(
      0,
    );
    expect(await listKeys(alice.auth)).toEqual([]);
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/api-key/${bobKey.api_key_id}`,
      headers: alice.auth,
    });
    expect(steal.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/audio', headers: asBob })).statusCode).toBe(200);
  });

  it('stops working once revoked (401), and a key cannot make more keys', async () => {
    const me = await signUpAndLogIn(t.app);
    const key = await createKey(me.auth);
    const withKey = bearer(key.api_key_secret);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/api-key',
      headers: withKey,
      payload: { api_key_name: 'copy' },
    });
    expect(made.statusCode).toBe(403);
    expect(await listKeys(me.auth)).toHaveLength(1);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/api-key/${key.api_key_id}`,
      headers: me.auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('API key "CI pipeline" revoked.');
    expect(await listKeys(me.auth)).toEqual([]);
    for (const url of ['/api/v1/audio', '/api/v1/user/me', '/api/v1/folder']) {
      const res = await t.app.inject({ url, headers: withKey });
      expect(res.statusCode).toBe(401);
    }
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/api-key/${key.api_key_id}`,
      headers: me.auth,
    });
    expect(again.statusCode).toBe(404);

    // Made-up keys, and a key in an address (where it would be logged), are refused alike.
    expect((await t.app.inject({ url: '/api/v1/audio', headers: bearer('tsk_made-up') })).statusCode).toBe(
      401,
    );
    const live = await createKey(me.auth);
    const audio = await uploadOk(t.app, me.auth, 'tone.wav');
    const inQuery = await t.app.inject({
      url: `/api/v1/audio/stream/${audio.audio_id}?token=${live.api_key_secret}`,
    });
    expect(inQuery.statusCode).toBe(401);
  });

  it('limits a read-only key to reading: GET and HEAD answer, every change is refused with 403', async () => {
    const me = await signUpAndLogIn(t.app);
    const audio = await uploadOk(t.app, me.auth, 'tone.wav', {}, 'board meeting.wav');
    const key = await createKey(me.auth, 'Assistant', true);
    expect(key.api_key_read_only).toBe(true);
    const listed = await listKeys(me.auth);
    expect(listed.map((k) => [k.api_key_name, k.api_key_read_only])).toEqual([['Assistant', true]]);
    const reader = bearer(key.api_key_secret);
    for (const url of ['/api/v1/audio', `/api/v1/audio/${audio.audio_id}`, '/api/v1/search?q=board']) {
      expect((await t.app.inject({ url, headers: reader })).statusCode, url).toBe(200);
      expect((await t.app.inject({ method: 'HEAD', url, headers: reader })).statusCode, url).toBe(200);
    }
    const files = async () => (await t.app.inject({ url: '/api/v1/audio', headers: me.auth })).body;
    const before = await files();
    const writes = [
      { method: 'POST', url: '/api/v1/folder', payload: { folder_name: 'From the key' } },
      { method: 'PUT', url: `/api/v1/folder/file/${audio.audio_id}`, payload: { file_name: 'renamed.wav' } },
      { method: 'DELETE', url: `/api/v1/audio/${audio.audio_id}` },
      {
        method: 'POST',
        url: `/api/v1/audio/transcript/${audio.audio_id}`,
        payload: { audio_transcript_language_id: 1 },
      },
      // Asking only reads, but it is a POST: an assistant asks through the MCP server's ask tool.
      { method: 'POST', url: '/api/v1/ask', payload: { question: 'What was decided?' } },
    ] as const;
    for (const write of writes) {
      const res = await t.app.inject({ ...write, headers: reader });
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'API_KEY_READ_ONLY',
        message:
          'This API key is read-only: it may read but not change anything. Use a key that is not read-only.',
      });
    }
    expect(await files()).toBe(before);
    // A key that is not read-only (the default) still writes.
    const writer = bearer((await createKey(me.auth, 'Script')).api_key_secret);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${audio.audio_id}`,
      headers: writer,
      payload: { file_name: 'renamed.wav' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it(`is rate-limited to ${API_KEY_RATE_LIMIT.max} requests a minute per key`, async () => {
    const me = await signUpAndLogIn(t.app);
    const busy = bearer((await createKey(me.auth)).api_key_secret);
    const calm = bearer((await createKey(me.auth, 'other')).api_key_secret);
    for (let i = 0; i < API_KEY_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({ url: '/api/v1/folder', headers: busy });
      expect(res.statusCode).toBe(200);
    }
    const over = await t.app.inject({ url: '/api/v1/folder', headers: busy });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect((await t.app.inject({ url: '/api/v1/folder', headers: calm })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/folder', headers: me.auth })).statusCode).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/v1/user/api-key'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/user/api-key/{id}'] ?? {})).toEqual(['delete']);
  });
});
