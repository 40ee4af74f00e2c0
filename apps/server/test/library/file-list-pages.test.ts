import { randomUUID } from 'node:crypto';
import { type TAudioItem, ZAudioListResponse, ZErrorResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AudioListScope, audioPageQuery } from '../../src/db/repositories/audio-list.js';
import { type Auth, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import { queryPlan } from '../../src/test-support/query-plan.js';
import { createTestApp, type TestApp, testDbKind } from '../../src/test-support/test-app.js';

/** GET /api/v1/audio with this query, parsed (the test fails on anything but 200). */
async function list(t: TestApp, auth: Auth, query: string) {
  const res = await t.app.inject({ url: `/api/v1/audio${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return ZAudioListResponse.parse(res.json());
}

/** Every page of the list, following next_cursor from the first page to the last. */
async function allPages(t: TestApp, auth: Auth, params: Record<string, string>, limit: number) {
  const pages: TAudioItem[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const page = await list(t, auth, `?${query}`);
    pages.push(page.data);
    cursor = page.next_cursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
}

const ids = (items: TAudioItem[]) => items.map((item) => item.audio_id);

describe('the file list in pages', () => {
  let t: TestApp;
  let alice: Session;
  let folderId: number;
  let rootId: number;
  /** 4 files share each timestamp, so pages of 3 and 4 end inside a group of equal timestamps. */
  const seed = async (session: Session, folder: number, count: number, base: number) => {
    const created = (i: number) =>
      new Date(Date.UTC(2026, 0, 1, 12, 0, base + Math.floor(i / 4))).toISOString();
    await t.ctx.db
      .insertInto('audio')
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: session.user.user_id,
          folder_id: folder,
          file_name: `call-${base}-${i}.wav`,
          storage_key: randomUUID(),
          mime_type: 'audio/wav',
          size_bytes: 5,
          duration_seconds: 1,
          has_audio: 1,
          has_video: 0,
          upload_diarize: 0,
          created_at: created(i),
        })),
      )
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    rootId = (await rootFolder(t.app, alice.auth)).folder_id;
    folderId = (await makeFolder(t.app, alice.auth, 'Calls', rootId)).folder_id;
    await seed(alice, folderId, 25, 0);
    await seed(alice, rootId, 10, 2);
    // The newest file has three transcripts: a page counts files, not the join's rows.
    await seed(alice, folderId, 1, 60);
    const newest = await t.ctx.db
      .selectFrom('audio')
      .select('id')
      .where('file_name', '=', 'call-60-0.wav')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.ctx.db
      .insertInto('transcripts')
      .values(
        [1, 2, 3].map((n) => ({
          user_id: alice.user.user_id,
          audio_id: newest.id,
          status: 'completed' as const,
          progress: 100,
          model_id: 1,
          language_id: 1,
          num_speakers_requested: n,
          num_speakers: n,
          data: null,
          error_message: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it('without limit answers every file at once, as before, and no next cursor', async () => {
    const whole = await list(t, alice.auth, `?folder_id=${folderId}`);
    expect(whole.data).toHaveLength(26);
    expect(whole.next_cursor).toBeNull();
    // Newest first; equal timestamps by id, newest first.
    const order = whole.data.map((item) => [item.audio_create_date, item.audio_id] as const);
    const sorted = [...order].sort(([a, x], [b, y]) => (a === b ? y - x : b.localeCompare(a)));
    expect(order).toEqual(sorted);
  });

  it.each([1, 3, 4, 7, 26, 500])(
    'pages of %i give every file of the folder once, in order',
    async (limit) => {
      const whole = (await list(t, alice.auth, `?folder_id=${folderId}`)).data;
      const pages = await allPages(t, alice.auth, { folder_id: String(folderId) }, limit);
      expect(pages.flat()).toEqual(whole);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      expect(pages).toHaveLength(Math.max(1, Math.ceil(26 / limit)));
      expect(new Set(ids(pages.flat())).size).toBe(26);
      // The file with three transcripts comes once, its transcripts newest first.
      const joined = pages.flat()[0];
      expect(joined?.audio_transcript.map((tr) => tr.audio_transcript_num_speakers)).toEqual([3, 2, 1]);
    },
  );

  it("pages Recent Files (all of the user's own files) the same way", async () => {
    const whole = (await list(t, alice.auth, '')).data;
    expect(whole).toHaveLength(36);
    expect((await allPages(t, alice.auth, {}, 4)).flat()).toEqual(whole);
    const root = (await list(t, alice.auth, `?folder_id=${rootId}`)).data;
    expect((await allPages(t, alice.auth, { folder_id: String(rootId) }, 3)).flat()).toEqual(root);
    expect(root.every((item) => item.audio_file.file_folder_id === rootId)).toBe(true);
  });

  it('a cursor with no limit answers the rest of the list', async () => {
    const first = await list(t, alice.auth, `?folder_id=${folderId}&limit=10`);
    const rest = await list(t, alice.auth, `?folder_id=${folderId}&cursor=${first.next_cursor}`);
    const whole = (await list(t, alice.auth, `?folder_id=${folderId}`)).data;
    expect([...first.data, ...rest.data]).toEqual(whole);
    expect(rest.next_cursor).toBeNull();
  });

  it("another user's cursor shows nothing of theirs, and their folder stays theirs", async () => {
    const bob = await signUpAndLogIn(t.app);
    const bobRoot = (await rootFolder(t.app, bob.auth)).folder_id;
    await seed(bob, bobRoot, 6, 1);
    const aliceCursor = (await list(t, alice.auth, `?folder_id=${folderId}&limit=5`)).next_cursor;
    const bobs = ids((await list(t, bob.auth, '')).data);
    const page = await list(t, bob.auth, `?limit=50&cursor=${aliceCursor}`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(ids(page.data).every((id) => bobs.includes(id))).toBe(true);
    const theirs = await t.app.inject({
      url: `/api/v1/audio?folder_id=${folderId}&limit=5&cursor=${aliceCursor}`,
      headers: bob.auth,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    ['not base64 JSON', 'garbage!!'],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
    ['not a date', Buffer.from('["yesterday",3]').toString('base64url')],
    ['a negative id', Buffer.from('["2026-01-01T12:00:00.000Z",-1]').toString('base64url')],
    ['an id too large', Buffer.from('["2026-01-01T12:00:00.000Z",1e12]').toString('base64url')],
  ])('a cursor that is %s answers 400 INVALID_CURSOR', async (_, cursor) => {
    const res = await t.app.inject({ url: `/api/v1/audio?limit=5&cursor=${cursor}`, headers: alice.auth });
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponse.parse(res.json())).toMatchObject({ success: false, code: 'INVALID_CURSOR' });
  });

  it.each(['0', '501', '2.5', 'ten'])('limit=%s answers 400 VALIDATION_FAILED', async (limit) => {
    const res = await t.app.inject({ url: `/api/v1/audio?limit=${limit}`, headers: alice.auth });
    expect(res.statusCode).toBe(400);
    expect(ZErrorResponse.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it.each<[string, () => AudioListScope, string]>([
    ['a folder', () => ({ folderId }), 'audio_folder_created_id'],
    ['Recent Files', () => ({ userId: alice.user.user_id }), 'audio_user_created_id'],
  ])('a page of %s after a cursor reads its index in order', async (_, scope, index) => {
    const page = audioPageQuery(t.ctx.db, scope(), {
      limit: 100,
      after: { key: '2026-01-01T12:00:03.000Z', id: 20 },
    }).compile();
    const plan = await queryPlan(t.ctx.db, page);
    expect(plan).toContain(index);
    // In the index's order (no sort), and on PostgreSQL with the keyset as the index condition.
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    if (testDbKind === 'postgres') expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) </);
  });
});
