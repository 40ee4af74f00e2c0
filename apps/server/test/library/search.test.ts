import { type TSearchResponse, ZAudioListQuery, ZSearchResponse } from '@transcribe/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import {
  FRENCH_TEXT,
  GERMAN_TEXT,
  SPANISH_TEXT,
  textBlocks,
} from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

describe('full-text search over file names and transcripts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (auth: Auth, q: string, extra = '') => {
    const res = await t.app.inject({
      url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json()).data;
  };
  const marked = (text: string, ranges: { start: number; end: number }[]) =>
    ranges.map((r) => text.slice(r.start, r.end));
  const fileIds = (data: TSearchResponse['data']) => data.results.map((r) => r.audio_id);
  const transcribed = (session: Session, text: string, fileName = 'meeting.wav', languageId = 1) =>
    insertTranscript(t, session.auth, session.user.user_id, textBlocks(text), { fileName, languageId });

  it('finds a word inside a transcript, with its segment, start time and the word marked', async () => {
    const me = await signUpAndLogIn(t.app);
    const { audioId, transcriptId } = await transcribed(
      me,
      'Welcome everyone.\nThe quarterly budget is ready for review.\nThank you.',
      'weekly sync.wav',
    );
    const data = await search(me.auth, 'Budget');
    expect(data).toMatchObject({ words: ['Budget'], total: 1, page: 1, page_size: 10 });
    const [hit] = data.results;
    expect(hit).toMatchObject({
      audio_id: audioId,
      audio_transcript_id: transcriptId,
      file_name: 'weekly sync.wav',
      file_name_highlights: [],
      segment_match_count: 1,
    });
    expect(hit?.segments).toEqual([
      {
        audio_transcript_data_segment_id: 2,
        audio_transcript_data_segment_start_time: 5,
        audio_transcript_data_segment_end_time: 9.5,
        audio_transcript_data_segment_speaker: 'Speaker 1',
        snippet: 'The quarterly budget is ready for review.',
        highlights: [{ start: 14, end: 20 }],
      },
    ]);
    expect((await search(me.auth, 'nothing like this')).results).toEqual([]);
  });

  it('matches words by their stems in English, Spanish, French and German', async () => {
    const me = await signUpAndLogIn(t.app);
    const english = await transcribed(me, 'We run every morning.\nThe dogs were barking.', 'english.wav', 1);
    const spanish = await transcribed(me, SPANISH_TEXT, 'spanish.wav', 2);
    const french = await transcribed(me, FRENCH_TEXT, 'french.wav', 3);
    const german = await transcribed(me, GERMAN_TEXT, 'german.wav', 4);

    const running = await search(me.auth, 'running');
    expect(fileIds(running)).toEqual([english.audioId]);
    const segment = running.results[0]?.segments[0];
    expect(segment && marked(segment.snippet, segment.highlights)).toEqual(['run']);
    expect(fileIds(await search(me.auth, 'dog bark'))).toEqual([english.audioId]);

    const bicycle = await search(me.auth, 'bicicleta');
    expect(fileIds(bicycle)).toEqual([spanish.audioId]);
    expect(bicycle.results[0]?.segment_match_count).toBe(3);
    const first = bicycle.results[0]?.segments[0];
    expect(first && marked(first.snippet, first.highlights)).toEqual(['bicicletas']);

    const reader = await search(me.auth, 'lecteur');
    expect(fileIds(reader)).toEqual([french.audioId]);
    expect(reader.results[0]?.segments.map((s) => s.audio_transcript_data_segment_start_time)).toEqual([
      15, 30, 50,
    ]);

    const parking = await search(me.auth, 'Parkplatz');
    expect(fileIds(parking)).toEqual([german.audioId]);
    expect(parking.results[0]?.segments[0]?.snippet).toContain('Parkplätze');
  });

  it('finds file names, marking the words that matched', async () => {
    const me = await signUpAndLogIn(t.app);
    const audio = await uploadOk(t.app, me.auth, 'tone.wav', {}, 'Interviews with runners.wav');
    const data = await search(me.auth, 'interview');
    expect(fileIds(data)).toEqual([audio.audio_id]);
    expect(data.results[0]).toMatchObject({
      audio_transcript_id: null,
      segment_match_count: 0,
      segments: [],
    });
    expect(marked('Interviews with runners.wav', data.results[0]?.file_name_highlights ?? [])).toEqual([
      'Interviews',
    ]);
    expect(fileIds(await search(me.auth, 'interviewing runner'))).toEqual([audio.audio_id]);
  });

  it("never shows another user's files or transcripts", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    await transcribed(alice, 'The secret merger with Contoso closes Friday.', 'contoso merger.wav');
    await uploadOk(t.app, alice.auth, 'tone.wav', {}, 'contoso plans.wav');
    const own = await transcribed(bob, 'Nothing about that here.', 'notes.wav');
    expect((await search(bob.auth, 'contoso')).results).toEqual([]);
    expect((await search(bob.auth, 'merger')).total).toBe(0);
    expect(fileIds(await search(bob.auth, 'nothing'))).toEqual([own.audioId]);
    expect((await search(alice.auth, 'contoso')).total).toBe(2);
    const anonymous = await t.app.inject({ url: '/api/v1/search?q=contoso' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('follows edits, renames and deletes, of files and of folders', async () => {
    const me = await signUpAndLogIn(t.app);
    const { audioId, transcriptId } = await transcribed(
      me,
      'The giraffe is tall.\nIt eats leaves.',
      'zoo.wav',
    );
    expect(fileIds(await search(me.auth, 'giraffe'))).toEqual([audioId]);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: me.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 1,
            audio_transcript_data_segment: [
              {
                audio_transcript_data_segment_id: 1,
                audio_transcript_data_segment_transcript: 'The zebra is tall.',
              },
            ],
          },
        ],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search(me.auth, 'giraffe')).total).toBe(0);
    expect(fileIds(await search(me.auth, 'zebra'))).toEqual([audioId]);
    expect(fileIds(await search(me.auth, 'leaves'))).toEqual([audioId]);

    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${audioId}`,
      headers: me.auth,
      payload: { file_name: 'safari diary.wav' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await search(me.auth, 'zoo')).total).toBe(0);
    expect((await search(me.auth, 'safari')).results[0]?.file_name).toBe('safari diary.wav');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${audioId}`,
      headers: me.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await search(me.auth, 'zebra')).total).toBe(0);
    expect((await search(me.auth, 'safari')).total).toBe(0);

    const root = await rootFolder(t.app, me.auth);
    const folder = await makeFolder(t.app, me.auth, 'Archive', root.folder_id);
    const inFolder = await transcribed(me, 'A pelican landed.', 'birds.wav');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${inFolder.audioId}`,
      headers: me.auth,
      payload: { file_folder_id: folder.folder_id },
    });
    expect(fileIds(await search(me.auth, 'pelican'))).toEqual([inFolder.audioId]);
    const folderGone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/folder/${folder.folder_id}`,
      headers: me.auth,
    });
    expect(folderGone.statusCode).toBe(200);
    expect((await search(me.auth, 'pelican')).total).toBe(0);
    expect((await search(me.auth, 'birds')).total).toBe(0);
  });

  it('ranks files with more and denser mentions first, and pages through them', async () => {
    const me = await signUpAndLogIn(t.app);
    const filler = 'and then we talked about many other things for a long while';
    const once = await transcribed(me, `The harbour was mentioned ${filler}.\nNothing else.`, 'a.wav');
    const thrice = await transcribed(me, 'Harbour fees.\nThe harbour crane.\nA new harbour.', 'b.wav');
    const twice = await transcribed(me, `Harbour plans.\nThe harbour ${filler}.`, 'c.wav');
    const others: number[] = [];
    for (let i = 0; i < 4; i++)
      others.push((await transcribed(me, `Unrelated talk number ${i}.`, `other ${i}.wav`)).audioId);

    const all = await search(me.auth, 'harbour');
    expect(fileIds(all)).toEqual([thrice.audioId, twice.audioId, once.audioId]);
    expect(all.results.map((r) => r.segment_match_count)).toEqual([3, 2, 1]);

    const first = await search(me.auth, 'harbour', '&page=1&page_size=2');
    const second = await search(me.auth, 'harbour', '&page=2&page_size=2');
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(fileIds(first)).toEqual([thrice.audioId, twice.audioId]);
    expect(fileIds(second)).toEqual([once.audioId]);
    expect((await search(me.auth, 'harbour', '&page=3&page_size=2')).results).toEqual([]);

    // A stop word (PostgreSQL drops it from English queries) never turns into "everything".
    const stopWord = fileIds(await search(me.auth, 'the'));
    for (const id of others) expect(stopWord).not.toContain(id);

    const bad = await t.app.inject({ url: '/api/v1/search?q=harbour&page_size=500', headers: me.auth });
    expect(bad.statusCode).toBe(400);
    const blank = await t.app.inject({ url: '/api/v1/search?q=%20%20', headers: me.auth });
    expect(blank.statusCode).toBe(400);
  });

  it('reads full-text query syntax as plain words, never as an error', async () => {
    const me = await signUpAndLogIn(t.app);
    const { audioId } = await transcribed(
      me,
      'Alpha and beta, NEAR the gamma ray.\nOR maybe not.',
      'greek.wav',
    );
    const hostile = [
      '"alpha',
      'alpha"',
      '"alpha beta"',
      'alpha AND',
      'OR',
      'NOT alpha',
      'alpha -beta',
      '-alpha',
      'alph*',
      '*',
      '(alpha',
      'alpha)',
      '((()))',
      'NEAR(alpha beta)',
      'NEAR/2',
      'terms: alpha',
      'owner : u1',
      '{owner lang terms}: alpha',
      'lang:en',
      '^alpha',
      'alpha + beta',
      "alpha' OR 1=1 --",
      'alpha & beta | !gamma',
      'alpha <-> beta',
      'alpha:*',
      '\\',
      '"""',
      '😀 alpha',
      '%',
      '_',
    ];
    for (const q of hostile) {
      const res = await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: me.auth });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    // The words still count: operators and brackets are only punctuation.
    expect(fileIds(await search(me.auth, 'NEAR(alpha beta)'))).toEqual([audioId]);
    expect(fileIds(await search(me.auth, '"alpha" AND "gamma"'))).toEqual([audioId]);
    expect(fileIds(await search(me.auth, 'alpha -beta'))).toEqual([audioId]);
    expect((await search(me.auth, 'owner : u1')).total).toBe(0);

    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80, unit: 'grapheme' }), async (q) => {
        const res = await t.app.inject({
          url: `/api/v1/search?q=${encodeURIComponent(q)}`,
          headers: me.auth,
        });
        expect(res.statusCode, `${JSON.stringify(q)}: ${res.body}`).toBe(q.trim() === '' ? 400 : 200);
      }),
      { numRuns: 150 },
    );
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/openapi.json')).json();
    expect(doc.paths['/api/v1/search']?.get?.parameters?.map((p: { name: string }) => p.name)).toEqual([
      'q',
      'page',
      'page_size',
      // The file list's filters (GET /api/v1/audio), under the same names: all but its place, page and sort.
      ...Object.keys(ZAudioListQuery.shape).filter(
        (name) => !['folder_id', 'limit', 'cursor', 'sort', 'order'].includes(name),
      ),
    ]);
  });
});
