import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AudioListPage, audioPageQuery } from '../../src/db/repositories/audio-list.js';
import type { AudioListFilters } from '../../src/db/repositories/audio-list-filters.js';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { seedFile } from '../../src/test-support/file-list-seed.js';
import { rootFolder } from '../../src/test-support/library.js';
import { queryPlan } from '../../src/test-support/query-plan.js';
import { createTestApp, type TestApp, testDbKind } from '../../src/test-support/test-app.js';

/**
 * Recent Files by name, by duration (migration 0043) and by reviewed share (migration 0047) read a page from
 * their index in order, the cursor a range condition of it, as newest first does (file-list-pages.test.ts): a
 * page far down costs what the first one does. The reviewed filter reads a transcript's share from its index without the row.
 */
describe('the file list sorts read their indexes', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const alice = await signUpAndLogIn(t.app);
    userId = alice.user.user_id;
    const folder = (await rootFolder(t.app, alice.auth)).folder_id;
    for (const [i, name] of ['b.wav', 'A.wav', 'c.wav'].entries())
      await seedFile(t.ctx.db, userId, {
        name,
        folder,
        created: `2026-01-0${i + 1}T00:00:00.000Z`,
        duration: 10 * i,
        transcripts: [{ status: 'completed', reviewed: 40 }],
      });
  });
  afterAll(() => t.close());

  it.each<[string, AudioListPage, string, RegExp]>([
    [
      'name, A to Z',
      { limit: 50, sort: { by: 'name', descending: false }, after: { key: 'b.wav', id: 1 } },
      'audio_user_name_id',
      /Index Cond: .*ROW\(lower\(file_name\), id\) >/,
    ],
    [
      'duration, longest first',
      { limit: 50, sort: { by: 'duration', descending: true }, after: { key: 10, id: 2 } },
      'audio_user_duration_id',
      /Index Cond: .*ROW\(duration_seconds, id\) </,
    ],
    [
      'reviewed share, least first',
      { limit: 50, sort: { by: 'reviewed', descending: false }, after: { key: 40, id: 1 } },
      'audio_user_reviewed_id',
      /Index Cond: .*ROW\(reviewed_percent, id\) >/,
    ],
  ])('by %s after a cursor reads its index in order', async (_, page, index, condition) => {
    const plan = await queryPlan(t.ctx.db, audioPageQuery(t.ctx.db, { userId }, page).compile());
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    if (testDbKind === 'postgres') expect(plan).toMatch(condition);
  });

  it('the reviewed filter reads the share from the index of transcripts', async () => {
    const filters: AudioListFilters = { transcript: { reviewedMax: 99 } };
    const plan = await queryPlan(
      t.ctx.db,
      audioPageQuery(t.ctx.db, { userId }, { limit: 50 }, filters).compile(),
    );
    expect(plan).toMatch(
      testDbKind === 'sqlite' ? /COVERING INDEX transcripts_audio_reviewed/ : /transcripts_audio_reviewed/,
    );
  });
});
