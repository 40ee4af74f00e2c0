import { ZAudioListResponse, ZSearchResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { seedTag, seedVoice } from '../../src/test-support/file-list-seed.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/**
 * GET /api/v1/search takes the file list's filters under their names: the files found are exactly those the
 * unfiltered search finds that the same filters keep in the file list; `archived=true` searches the Archive.
 * Files A-F are Alice's, each with a completed transcript; every one but F says "harbour" (D only in its name).
 */
describe('search with the file list filters', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  const ids: Record<string, number> = {};
  const named: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    const a = alice.user.user_id;
    Object.assign(named, {
      red: await seedTag(t.ctx.db, a, 'red'),
      blue: await seedTag(t.ctx.db, a, 'blue'),
      bobsRed: await seedTag(t.ctx.db, bob.user.user_id, 'red'),
      voice: await seedVoice(t.ctx.db, a, 'Ann'),
    });
    const file = async (
      letter: string,
      text: string,
      setup: {
        name?: string;
        language?: number;
        duration?: number;
        created?: string;
        transcript?: Partial<{
          model_id: number;
          reviewed_percent: number;
          unsure_share: number;
          voice_profile_id: number;
        }>;
        tags?: number[];
        starred?: boolean;
        archived?: boolean;
        failedToo?: boolean;
      },
    ) => {
      const { audioId, transcriptId } = await insertTranscript(t, alice.auth, a, textBlocks(text), {
        fileName: setup.name ?? `${letter.toLowerCase()}.wav`,
        languageId: setup.language ?? 1,
        durationSeconds: setup.duration ?? 60,
      });
      ids[letter] = audioId;
      const db = t.ctx.db;
      await db
        .updateTable('audio')
        .set({
          created_at: setup.created ?? '2026-01-01T10:00:00.000Z',
          archived_at: setup.archived ? '2026-06-01T00:00:00.000Z' : null,
        })
        .where('id', '=', audioId)
        .execute();
      await db
        .updateTable('transcripts')
        .set({ unsure_share: 0.3, ...setup.transcript })
        .where('id', '=', transcriptId)
        .execute();
      for (const [position, tagId] of (setup.tags ?? []).entries())
        await db.insertInto('audio_tags').values({ audio_id: audioId, tag_id: tagId, position }).execute();
      if (setup.starred)
        await db.insertInto('audio_stars').values({ user_id: a, audio_id: audioId }).execute();
      if (setup.failedToo) {
        const now = new Date().toISOString();
        await db
          .insertInto('transcripts')
          .values({
            user_id: a,
            audio_id: audioId,
            status: 'failed',
            progress: 0,
            model_id: 1,
            language_id: 1,
            num_speakers_requested: 0,
            num_speakers: null,
            data: null,
            error_message: 'The engine stopped.',
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    };
    await file('A', 'The harbour opens at dawn.', {
      tags: [named.red as number],
      starred: true,
      duration: 30,
      created: '2026-01-05T10:00:00.000Z',
      transcript: { reviewed_percent: 100, unsure_share: 0.05, voice_profile_id: named.voice },
    });
    await file('B', 'Harbour fees rose again.', {
      tags: [named.red as number, named.blue as number],
      language: 2,
      duration: 600,
      created: '2026-02-10T10:00:00.000Z',
      transcript: { model_id: 2, reviewed_percent: 40, unsure_share: 0.5 },
    });
    await file('C', 'A new crane for the harbour.', { duration: 1200, failedToo: true });
    await file('D', 'Nothing of note.', { name: 'harbour plans.wav', tags: [named.blue as number] });
    await file('E', 'The old harbour wall.', { archived: true, tags: [named.red as number] });
    await file('F', 'No word of it here.', { tags: [named.red as number], starred: true });
    // Bob's own file, with his tag of the same name.
    const bobs = await insertTranscript(
      t,
      bob.auth,
      bob.user.user_id,
      textBlocks('Bob rows to the harbour.'),
    );
    ids.Bob = bobs.audioId;
    await t.ctx.db
      .insertInto('audio_tags')
      .values({ audio_id: bobs.audioId, tag_id: named.bobsRed as number, position: 0 })
      .execute();
  });
  afterAll(() => t.close());

  const withIds = (query: string) => query.replace(/\{(\w+)\}/g, (_, name: string) => String(named[name]));
  const letterOf = (id: number) => Object.keys(ids).find((letter) => ids[letter] === id) ?? `#${id}`;
  const search = async (query: string, session = alice) => {
    const res = await t.app.inject({ url: `/api/v1/search?q=harbour&${query}`, headers: session.auth });
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json()).data;
  };
  const found = async (query: string, session = alice) =>
    (await search(query, session)).results
      .map((hit) => letterOf(hit.audio_id))
      .sort()
      .join('');
  /** The letters the file list shows for the same filters (Alice's own files, every page). */
  const listed = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/audio?${query}`, headers: alice.auth });
    expect(res.statusCode, res.body).toBe(200);
    return new Set(ZAudioListResponse.parse(res.json()).data.map((item) => letterOf(item.audio_id)));
  };

  it.each([
    ['', 'ABCD'],
    ['tag={red}', 'AB'],
    ['tag={red}&tag={blue}', 'B'],
    ['status=failed', 'C'],
    ['language=2', 'B'],
    ['mode=2', 'B'],
    ['voice={voice}', 'A'],
    ['reviewed_min=100', 'A'],
    ['reviewed_max=99', 'BCD'],
    ['quality=good', 'A'],
    ['quality=poor', 'B'],
    ['duration_min=500&duration_max=900', 'B'],
    ['created_from=2026-01-02&created_to=2026-02-11', 'AB'],
    ['starred=true', 'A'],
    ['starred=false', 'BCD'],
    ['archived=true', 'E'],
    ['archived=true&tag={red}', 'E'],
    ['archived=true&tag={blue}', ''],
  ])(
    '?%s finds %s: the unfiltered hits the file list keeps with the same filters',
    async (query, letters) => {
      const filters = withIds(query);
      expect(await found(filters)).toBe(letters);
      const data = await search(filters);
      expect(data.total).toBe(letters.length);
      const everything = await found(filters.includes('archived=true') ? 'archived=true' : '');
      const kept = await listed(filters);
      expect(letters).toBe([...everything].filter((letter) => kept.has(letter)).join(''));
    },
  );

  it("another user's tag id finds nothing of theirs, nor anything of the searcher's", async () => {
    expect(await found(withIds('tag={bobsRed}'))).toBe('');
    expect(await found(withIds('tag={bobsRed}'), bob)).toBe('Bob');
    expect(await found(withIds('tag={red}'), bob)).toBe('');
  });

  it('pages the filtered hits, and a bad filter is a 400 with the file list wording', async () => {
    const first = await search(`tag=${named.red}&page_size=1`);
    const second = await search(`tag=${named.red}&page_size=1&page=2`);
    expect(first.total).toBe(2);
    expect([...first.results, ...second.results].map((hit) => letterOf(hit.audio_id)).sort()).toEqual([
      'A',
      'B',
    ]);
    const res = await t.app.inject({ url: '/api/v1/search?q=harbour&quality=great', headers: alice.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('quality must be good, fair or poor.');
  });
});
