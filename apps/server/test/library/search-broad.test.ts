import { ZFolderListResponse, ZSearchResponse, ZWorkspaceResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BM25_MAX_ROWS } from '../../src/db/repositories/search-hits.js';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { BROAD_MATCHES, RECENT_SEGMENTS } from '../../src/services/library/search.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/**
 * Files of this many segments, each saying "harbour": more than RECENT_SEGMENTS in all, and more than
 * BM25_MAX_ROWS, so SQLite scores each matching segment 1 rather than count every row for bm25.
 */
const SEGMENTS_PER_FILE = 1_000;
const FILES = Math.ceil(Math.max(RECENT_SEGMENTS, BM25_MAX_ROWS) / SEGMENTS_PER_FILE) + 2;

describe('search of a word found in most files (no slow corners)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let me: Session;
  const files: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const search = async (q: string, extra = '', session = me) => {
    const res = await t.app.inject({
      url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}`,
      headers: session.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json()).data;
  };
  const lines = (file: number, extra: (line: number) => string = () => '') =>
    Array.from(
      { length: SEGMENTS_PER_FILE },
      (_, i) => `Harbour report ${i} of file ${file}.${extra(i)}`,
    ).join('\n');

  it('ranks every match while the library is small', async () => {
    // The oldest file: the only one with "zebra", and "harbour" in its name too.
    const oldest = await insertTranscript(
      t,
      me.auth,
      me.user.user_id,
      textBlocks(lines(0, (i) => (i === 500 ? ' A zebra walked by.' : ''))),
      { fileName: 'harbour history.wav' },
    );
    files.push(oldest.audioId);
    const small = await search('harbour');
    expect(small).toMatchObject({ total: 1, total_is_capped: false });
    expect(small.results[0]?.segment_match_count).toBe(SEGMENTS_PER_FILE);
  });

  it('answers a word in most files from the newest segments, and says more files hold it', async () => {
    for (let file = 1; file < FILES; file++) {
      const { audioId } = await insertTranscript(t, me.auth, me.user.user_id, textBlocks(lines(file)), {
        fileName: `report ${file}.wav`,
      });
      files.push(audioId);
    }
    const broad = await search('harbour', '&page_size=50');
    expect(broad.total_is_capped).toBe(true);
    const found = broad.results.map((r) => r.audio_id);
    expect(found).toHaveLength(broad.total);
    // The newest RECENT_SEGMENTS segments are the newest files' (one may be partly in), and every file
    // whose name matches counts too; each says how many of all its segments match.
    const recentFiles = RECENT_SEGMENTS / SEGMENTS_PER_FILE;
    expect(broad.total).toBeGreaterThanOrEqual(recentFiles);
    expect(broad.total).toBeLessThanOrEqual(recentFiles + 2);
    expect(found).toEqual(expect.arrayContaining(files.slice(-recentFiles)));
    expect(found).toContain(files[0]);
    for (const id of files.slice(1, FILES - recentFiles - 1)) expect(found).not.toContain(id);
    for (const result of broad.results) expect(result.segment_match_count).toBe(SEGMENTS_PER_FILE);
    const history = broad.results.find((r) => r.audio_id === files[0]);
    expect(history?.file_name_highlights).toEqual([{ start: 0, end: 7 }]);
    expect(history?.segments).toHaveLength(5);

    // Paging stays within the same answer.
    const first = await search('harbour', '&page_size=4');
    const second = await search('harbour', '&page_size=4&page=2');
    expect(first).toMatchObject({ total: broad.total, total_is_capped: true });
    expect([...first.results, ...second.results].map((r) => r.audio_id)).toEqual(found.slice(0, 8));
  });

  it('still ranks a rare word, or words rarely together, over the whole library', async () => {
    expect(BROAD_MATCHES).toBeLessThan(RECENT_SEGMENTS);
    const rare = await search('zebra');
    expect(rare).toMatchObject({ total: 1, total_is_capped: false });
    expect(rare.results[0]).toMatchObject({ audio_id: files[0], segment_match_count: 1 });
    expect(rare.results[0]?.segments[0]?.audio_transcript_data_segment_start_time).toBe(2500);
    // Both words in one segment: only in the oldest file, found although "harbour" alone is everywhere.
    const both = await search('harbour zebra');
    expect(both).toMatchObject({ total: 1, total_is_capped: false });
    expect(both.results[0]?.audio_id).toBe(files[0]);
    expect((await search('nowhere')).total_is_capped).toBe(false);
  });

  it("keeps to what the reader may see when a workspace's members' segments are the newest", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: me.auth,
      payload: { workspace_name: 'Harbour office' },
    });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    const colleague = await signUpAndLogIn(t.app);
    await addMember(t.ctx.db, workspaceId, colleague.user.user_id, 'editor');
    const folders = ZFolderListResponse.parse(
      (await t.app.inject({ url: '/api/v1/folder', headers: colleague.auth })).json(),
    ).data;
    const top = folders.find((f) => f.folder_workspace_id === workspaceId);
    const personal: number[] = [];
    for (let file = 0; file < 3; file++) {
      const text = textBlocks(lines(100 + file));
      personal.push((await insertTranscript(t, colleague.auth, colleague.user.user_id, text)).audioId);
    }
    const shared = await insertTranscript(t, colleague.auth, colleague.user.user_id, textBlocks(lines(200)));
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${shared.audioId}`,
      headers: colleague.auth,
      payload: { file_folder_id: top?.folder_id },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const mine = await search('harbour', '&page_size=50');
    const found = mine.results.map((r) => r.audio_id);
    expect(mine.total_is_capped).toBe(true);
    expect(found).toContain(shared.audioId);
    for (const id of personal) expect(found).not.toContain(id);
    for (const id of found) expect([...files, shared.audioId]).toContain(id);

    const theirs = await search('harbour', '&page_size=50', colleague);
    const theirFound = theirs.results.map((r) => r.audio_id);
    expect(theirFound.sort()).toEqual([...personal, shared.audioId].sort());
    expect(theirs.total_is_capped).toBe(false);
  });
});
