import { type TAudioItem, ZAudioListResponse, ZErrorResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { type SeedFile, seedFile, seedTag, seedVoice } from '../../src/test-support/file-list-seed.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

/**
 * A library with known answers (letters A-J, inserted in that order, so ids rise with the letter). G and I
 * are archived; D is starred by Bob only; the same-letter pairs C/D (date, duration) and A/J (name) tie.
 */
describe('the file list filtered and sorted', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  /** Ids the queries name in braces: folders root and calls, tags red, blue and bobs, the saved voice. */
  const named: Record<string, number> = {};
  const byLetter = new Map<string, number>();
  const letterOf = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    const root = (await rootFolder(t.app, alice.auth)).folder_id;
    const calls = (await makeFolder(t.app, alice.auth, 'Calls', root)).folder_id;
    const a = alice.user.user_id;
    const b = bob.user.user_id;
    const tags = {
      red: await seedTag(t.ctx.db, a, 'red'),
      blue: await seedTag(t.ctx.db, a, 'blue'),
      bobs: await seedTag(t.ctx.db, b, 'red'),
    };
    const voice = await seedVoice(t.ctx.db, a, 'Ann');
    Object.assign(named, { root, calls, voice, ...tags });
    const day = (date: string) => `${date}T10:00:00.000Z`;
    const files: Record<string, SeedFile> = {
      A: {
        name: 'alpha.wav',
        folder: root,
        created: day('2026-01-01'),
        duration: 30,
        transcripts: [{ status: 'completed', reviewed: 100, unsure: 0.1, voice }],
        speakers: ['Ann', 'Speaker 2'],
        tags: [tags.red, tags.blue],
        starredBy: [a],
      },
      B: {
        name: 'Bravo.wav',
        folder: root,
        created: day('2026-01-02'),
        duration: 120,
        transcripts: [
          { status: 'completed', language: 2, model: 2, reviewed: 40, unsure: 0.3 },
          { status: 'failed' },
        ],
        tags: [tags.red],
      },
      C: {
        name: 'charlie.wav',
        folder: calls,
        created: day('2026-01-03'),
        duration: 60,
        transcripts: [{ status: 'completed', model: 2, unsure: 0.5 }],
        speakers: ['Élodie', 'ann'],
        tags: [tags.blue],
        starredBy: [a],
      },
      D: { name: 'delta.wav', folder: calls, created: day('2026-01-03'), duration: 60, starredBy: [b] },
      E: {
        name: 'echo.wav',
        folder: root,
        created: day('2026-01-04'),
        duration: 600,
        transcripts: [{ status: 'queued' }],
      },
      F: {
        name: 'Foxtrot.wav',
        folder: calls,
        created: '2026-02-01T00:00:00.000Z',
        duration: 5,
        transcripts: [{ status: 'completed', reviewed: 99, unsure: 0.25, voice }],
        tags: [tags.red],
      },
      G: {
        name: 'golf.wav',
        folder: root,
        created: '2026-02-01T00:00:00.000Z',
        duration: 30,
        transcripts: [{ status: 'completed', reviewed: 100, unsure: 0.1 }],
        speakers: ['Ann'],
        tags: [tags.red],
        starredBy: [a],
        archived: true,
      },
      H: {
        name: 'hotel.wav',
        folder: calls,
        created: day('2026-03-01'),
        duration: 30,
        transcripts: [
          { status: 'completed', reviewed: 50, unsure: 0.35 },
          { status: 'completed', unsure: null },
        ],
      },
      I: { name: 'india.wav', folder: calls, created: day('2026-03-02'), duration: 45, archived: true },
      J: { name: 'ALPHA.wav', folder: root, created: day('2025-12-31'), duration: 120 },
    };
    for (const [letter, file] of Object.entries(files)) {
      const id = await seedFile(t.ctx.db, a, file);
      byLetter.set(letter, id);
      letterOf.set(id, letter);
    }
    // Bob's own file, with his tag and star.
    const bobRoot = (await rootFolder(t.app, bob.auth)).folder_id;
    const bobs = { name: 'bob.wav', folder: bobRoot, created: day('2026-01-05'), duration: 10 };
    await seedFile(t.ctx.db, b, { ...bobs, tags: [tags.bobs], starredBy: [b] });
  });
  afterAll(() => t.close());

  const get = (auth: Auth, query: string) => t.app.inject({ url: `/api/v1/audio?${query}`, headers: auth });
  const list = async (query: string, auth = alice.auth) => {
    const res = await get(auth, query);
    expect(res.statusCode, res.body).toBe(200);
    return ZAudioListResponse.parse(res.json());
  };
  const letters = (items: TAudioItem[]) => items.map((item) => letterOf.get(item.audio_id) ?? '?').join('');
  const withIds = (query: string) => query.replace(/\{(\w+)\}/g, (_, name: string) => String(named[name]));

  it.each([
    ['', 'ABCDEFHJ'],
    ['tag={red}', 'ABF'],
    ['tag={blue}', 'AC'],
    ['tag={red}&tag={blue}', 'A'],
    ['status=completed', 'ABCFH'],
    ['status=failed', 'B'],
    ['status=queued', 'E'],
    ['language=2', 'B'],
    ['mode=2', 'BC'],
    // One transcript must meet them all: B's failed transcript is in language 1.
    ['status=failed&language=2', ''],
    ['status=completed&mode=1', 'AFH'],
    ['voice={voice}', 'AF'],
    ['speaker=Ann', 'AC'],
    ['speaker=%20aNN%20', 'AC'],
    ['speaker=%C3%89lodie', 'C'],
    ['speaker=Speaker%202&tag={red}', 'A'],
    ['speaker=Bea', ''],
    ['speaker=Ann&archived=true', 'G'],
    ['reviewed_min=50', 'AFH'],
    ['reviewed_max=99', 'BCEFH'],
    ['reviewed_min=41&reviewed_max=99', 'FH'],
    ['quality=good', 'A'],
    ['quality=fair', 'BF'],
    ['quality=poor', 'CH'],
    ['quality=fair&mode=1', 'F'],
    ['duration_min=30&duration_max=60', 'ACDH'],
    ['duration_min=100', 'BEJ'],
    ['created_from=2026-01-03&created_to=2026-02-01', 'CDE'],
    ['created_from=2026-02-01', 'FH'],
    ['created_to=2026-01-02T10:00:00.000Z', 'AJ'],
    ['starred=true', 'AC'],
    ['starred=false', 'BDEFHJ'],
    ['archived=false', 'ABCDEFHJ'],
    ['archived=true', 'GI'],
    ['archived=true&starred=true', 'G'],
    ['archived=true&tag={red}', 'G'],
    ['tag={red}&status=completed&reviewed_max=99', 'BF'],
    ['folder_id={calls}', 'CDFH'],
    ['folder_id={calls}&starred=true', 'C'],
    ['folder_id={calls}&archived=true', 'I'],
    ['folder_id={calls}&quality=poor&limit=1', 'H'],
    ['folder_id={root}&duration_min=100', 'BEJ'],
    ['tag={bobs}', ''],
    ['tag=999999', ''],
  ])('?%s lists exactly %s', async (query, expected) => {
    const page = await list(withIds(query));
    expect(letters(page.data).split('').sort().join('')).toBe(expected);
  });

  it('counts what the list shows with the same filters: the N of "select all N files"', async () => {
    for (const query of ['', 'tag={red}', 'speaker=ann', 'folder_id={calls}&starred=true', 'archived=true']) {
      const res = await t.app.inject({ url: `/api/v1/audio/count?${withIds(query)}`, headers: alice.auth });
      expect(res.statusCode, res.body).toBe(200);
      const listed = (await list(withIds(query))).data.length;
      expect(res.json(), query).toEqual({ success: true, data: { audio_count: listed } });
    }
    const bobs = await t.app.inject({ url: '/api/v1/audio/count', headers: bob.auth });
    expect(bobs.json().data.audio_count).toBe(1);
  });

  it("Bob's filters see only his files: his star and his tag, never Alice's", async () => {
    const starred = await list('starred=true', bob.auth);
    expect(starred.data.map((item) => item.audio_file.file_name)).toEqual(['bob.wav']);
    expect((await list(withIds('tag={bobs}'), bob.auth)).data).toHaveLength(1);
    expect((await list(withIds('tag={red}'), bob.auth)).data).toEqual([]);
    // Alice's D carries Bob's star, but her list shows her own stars only.
    const d = (await list('')).data.find((item) => item.audio_id === byLetter.get('D'));
    expect(d?.audio_starred).toBe(false);
  });

  /** Every page of the list, following next_cursor. */
  const walk = async (query: string, limit: number) => {
    const pages: TAudioItem[][] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.data);
      cursor = page.next_cursor;
    } while (cursor !== null && pages.length < 50);
    return pages;
  };

  it.each([
    ['sort=date', 'HFEDCBAJ'],
    ['sort=name', 'AJBCDEFH'],
    ['sort=duration', 'EJBDCHAF'],
    ['sort=reviewed', 'CDEJBHFA'],
    ['sort=duration&status=completed', 'BCHAF'],
    ['sort=name&folder_id={calls}', 'CDFH'],
    ['sort=reviewed&archived=true', 'IG'],
  ])(
    '?%s in pages of 2 walks every file once, in order %s, and order reverses it',
    async (query, expected) => {
      const natural = await walk(withIds(query), 2);
      expect(natural.slice(0, -1).every((page) => page.length === 2)).toBe(true);
      expect(letters(natural.flat())).toBe(expected);
      expect(letters((await list(withIds(query))).data)).toBe(expected);
      const by = query.match(/sort=(\w+)/)?.[1];
      const naturalOrder = by === 'date' || by === 'duration' ? 'desc' : 'asc';
      const reverse = naturalOrder === 'desc' ? 'asc' : 'desc';
      expect(letters((await walk(withIds(`${query}&order=${naturalOrder}`), 2)).flat())).toBe(expected);
      const reversed = await walk(withIds(`${query}&order=${reverse}`), 2);
      expect(letters(reversed.flat())).toBe(expected.split('').reverse().join(''));
    },
  );

  it('without sort the list is newest first and its cursor the one the list has always given', async () => {
    const first = await list('limit=3');
    expect(letters(first.data)).toBe('HFE');
    const place = JSON.parse(Buffer.from(first.next_cursor ?? '', 'base64url').toString());
    expect(place).toEqual(['2026-01-04T10:00:00.000Z', byLetter.get('E')]);
  });

  it('a cursor given for another sort or order answers 400 INVALID_CURSOR', async () => {
    const byName = (await list('sort=name&limit=2')).next_cursor;
    const byDate = (await list('limit=2')).next_cursor;
    const byDateAsc = (await list('sort=date&order=asc&limit=2')).next_cursor;
    for (const query of [
      `sort=duration&limit=2&cursor=${byName}`,
      `sort=name&order=desc&limit=2&cursor=${byName}`,
      `limit=2&cursor=${byName}`,
      `sort=name&limit=2&cursor=${byDate}`,
      `limit=2&cursor=${byDateAsc}`,
      `sort=reviewed&limit=2&cursor=${Buffer.from('["reviewed","asc",101,3]').toString('base64url')}`,
      `sort=duration&limit=2&cursor=${Buffer.from('["duration","desc","long",3]').toString('base64url')}`,
    ]) {
      const res = await get(alice.auth, query);
      expect(res.statusCode, query).toBe(400);
      expect(ZErrorResponse.parse(res.json()).code).toBe('INVALID_CURSOR');
    }
    // The same cursor with its own sort goes on.
    expect(letters((await list(`sort=name&limit=2&cursor=${byName}`)).data)).toBe('BC');
  });

  it.each([
    ['status=nope', 'status must be one of queued, transcribing, completed, failed, cancelled.'],
    ['quality=great', 'quality must be good, fair or poor.'],
    ['reviewed_max=101', 'reviewed_max must be a whole number from 0 to 100.'],
    ['reviewed_min=half', 'reviewed_min must be a whole number from 0 to 100.'],
    ['duration_min=-1', 'duration_min must be a number of seconds.'],
    ['created_from=someday', 'created_from must be a date like 2026-12-31.'],
    ['starred=yes', 'starred must be "true" or "false".'],
    ['archived=1', 'archived must be "true" or "false".'],
    ['sort=size', 'sort must be one of date, name, duration, reviewed.'],
    ['order=up', 'order must be asc or desc.'],
    ['tag=red', 'tag must be a tag id.'],
    [Array.from({ length: 21 }, (_, i) => `tag=${i + 1}`).join('&'), 'At most 20 tags at once.'],
    ['language=0', 'language must be a language id.'],
    ['mode=x', 'mode must be a transcription mode id.'],
    ['voice=-2', 'voice must be a saved voice id.'],
    ['speaker=%20%20', 'speaker must be a speaker name.'],
    [`speaker=${'a'.repeat(101)}`, 'speaker must be at most 100 characters.'],
  ])('?%s answers 400: %s', async (query, message) => {
    const res = await get(alice.auth, query);
    expect(res.statusCode).toBe(400);
    const body = ZErrorResponse.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(message);
  });
});
