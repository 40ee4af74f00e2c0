import {
  ZAudioListResponse,
  ZAudioResponse,
  ZErrorResponse,
  ZTagListResponse,
  ZTagResponse,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { rootFolder, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** Tags (issue 43): the user's own and a workspace's, on files, in exports; another user's are 404 everywhere. */
describe('tags', () => {
  let t: TestApp;
  let ada: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bob] = [await signUpAndLogIn(t.app), await signUpAndLogIn(t.app)];
  });
  afterAll(() => t.close());

  const call = (
    session: Session,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });
  const makeTag = async (session: Session, tag_name: string, extra: object = {}) => {
    const res = await call(session, 'POST', '/api/v1/tag', { tag_name, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return ZTagResponse.parse(res.json()).data;
  };
  const tagFile = async (session: Session, audioId: number, tag_ids: number[]) => {
    const res = await call(session, 'PUT', `/api/v1/audio/${audioId}/tags`, { tag_ids });
    expect(res.statusCode, res.body).toBe(200);
    return ZAudioResponse.parse(res.json()).data;
  };
  const tagsOf = async (session: Session, query = '') =>
    ZTagListResponse.parse((await call(session, 'GET', `/api/v1/tag${query}`)).json()).data;
  const fileTags = async (session: Session, audioId: number) =>
    ZAudioResponse.parse((await call(session, 'GET', `/api/v1/audio/${audioId}`)).json()).data.audio_tags.map(
      (tag) => tag.tag_name,
    );

  /** A workspace of Ada's with Bob as its viewer, and its top folder. */
  const workspaceWithViewer = async (name: string) => {
    const created = await call(ada, 'POST', '/api/v1/workspace', { workspace_name: name });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, bob.user.user_id, 'viewer');
    const folders = (await call(ada, 'GET', '/api/v1/folder')).json().data as {
      folder_id: number;
      folder_workspace_id?: number;
    }[];
    const top = folders.find((folder) => folder.folder_workspace_id === workspaceId);
    if (!top) throw new Error('no workspace folder');
    return { workspaceId, top };
  };

  it('round trip: create, list with counts, rename, recolour, on files in order, merge and delete', async () => {
    const calls = await makeTag(ada, '  Sales calls ');
    expect(calls).toEqual({
      tag_id: expect.any(Number),
      tag_name: 'Sales calls',
      tag_colour: '#64748b',
      tag_workspace_id: null,
      tag_file_count: 0,
      tag_summary_template_id: null,
      tag_vocabulary: [],
    });
    const lectures = await makeTag(ada, 'Lectures', { tag_colour: '#2563EB' });
    expect(lectures.tag_colour).toBe('#2563eb');
    const taken = await call(ada, 'POST', '/api/v1/tag', { tag_name: 'sales CALLS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'TAG_NAME_TAKEN',
      message: 'A tag with this name already exists.',
    });
    const bad = await call(ada, 'POST', '/api/v1/tag', { tag_name: ' ', tag_colour: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(ZErrorResponse.parse(bad.json()).message).toMatch(/Tag name cannot be empty|Tag colour must be/);

    const one = (await uploadOk(t.app, ada.auth, 'tone.wav', {}, 'one.wav')).audio_id;
    const two = (await uploadOk(t.app, ada.auth, 'tone.wav', {}, 'two.wav')).audio_id;
    const tagged = await tagFile(ada, one, [lectures.tag_id, calls.tag_id]);
    expect(tagged.audio_tags).toEqual([
      { tag_id: lectures.tag_id, tag_name: 'Lectures', tag_colour: '#2563eb' },
      { tag_id: calls.tag_id, tag_name: 'Sales calls', tag_colour: '#64748b' },
    ]);
    await tagFile(ada, two, [calls.tag_id]);
    const listed = ZAudioListResponse.parse((await call(ada, 'GET', '/api/v1/audio')).json()).data;
    expect(listed.find((item) => item.audio_id === one)?.audio_tags.map((tag) => tag.tag_name)).toEqual([
      'Lectures',
      'Sales calls',
    ]);
    expect((await tagsOf(ada)).map((tag) => [tag.tag_name, tag.tag_file_count])).toEqual([
      ['Lectures', 1],
      ['Sales calls', 2],
    ]);

    const renamed = await call(ada, 'PATCH', `/api/v1/tag/${calls.tag_id}`, {
      tag_name: 'Calls',
      tag_colour: '#dc2626',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ZTagResponse.parse(renamed.json())).toMatchObject({
      message: 'Tag updated.',
      data: { tag_name: 'Calls', tag_colour: '#dc2626', tag_file_count: 2 },
    });
    expect(
      (await call(ada, 'PATCH', `/api/v1/tag/${calls.tag_id}`, { tag_name: 'lectures' })).statusCode,
    ).toBe(409);
    expect((await call(ada, 'PATCH', `/api/v1/tag/${calls.tag_id}`, {})).statusCode).toBe(400);

    // Merging Lectures into Calls: the file bearing both bears Calls once, where Lectures was.
    const merged = await call(ada, 'POST', `/api/v1/tag/${lectures.tag_id}/merge`, {
      into_tag_id: calls.tag_id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(ZTagResponse.parse(merged.json())).toMatchObject({
      message: 'Tags merged.',
      data: { tag_file_count: 2 },
    });
    expect(await fileTags(ada, one)).toEqual(['Calls']);
    expect((await tagsOf(ada)).map((tag) => tag.tag_name)).toEqual(['Calls']);
    expect(
      (await call(ada, 'POST', `/api/v1/tag/${calls.tag_id}/merge`, { into_tag_id: calls.tag_id }))
        .statusCode,
    ).toBe(400);

    const deleted = await call(ada, 'DELETE', `/api/v1/tag/${calls.tag_id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Tag deleted.' });
    expect(await fileTags(ada, one)).toEqual([]);
    expect((await call(ada, 'GET', `/api/v1/audio/${two}`)).statusCode).toBe(200);
  });

  it("another user's tags and files are 404 in every call, and change nothing", async () => {
    const hers = await makeTag(ada, 'Private');
    const file = (await uploadOk(t.app, ada.auth, 'tone.wav', {}, 'hers.wav')).audio_id;
    await tagFile(ada, file, [hers.tag_id]);
    const his = await makeTag(bob, 'Mine');
    const hisFile = (await uploadOk(t.app, bob.auth, 'tone.wav', {}, 'his.wav')).audio_id;
    const refused = [
      await call(bob, 'PATCH', `/api/v1/tag/${hers.tag_id}`, { tag_name: 'Taken over' }),
      await call(bob, 'DELETE', `/api/v1/tag/${hers.tag_id}`),
      await call(bob, 'POST', `/api/v1/tag/${hers.tag_id}/merge`, { into_tag_id: his.tag_id }),
      await call(bob, 'POST', `/api/v1/tag/${his.tag_id}/merge`, { into_tag_id: hers.tag_id }),
      await call(bob, 'PUT', `/api/v1/audio/${hisFile}/tags`, { tag_ids: [hers.tag_id] }),
      await call(bob, 'PUT', `/api/v1/audio/${file}/tags`, { tag_ids: [his.tag_id] }),
      await call(bob, 'PATCH', `/api/v1/audio/${file}`, { starred: true }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Private');
    }
    expect((await tagsOf(bob)).map((tag) => tag.tag_name)).toEqual(['Mine']);
    expect(await fileTags(ada, file)).toEqual(['Private']);
    expect((await tagsOf(ada)).find((tag) => tag.tag_id === hers.tag_id)?.tag_name).toBe('Private');
  });

  it("a workspace's files take its tags: members list them, editors set them; a file moved out loses them", async () => {
    const { workspaceId, top } = await workspaceWithViewer('Support');
    const urgent = await makeTag(ada, 'Urgent', { workspace_id: workspaceId });
    expect(urgent.tag_workspace_id).toBe(workspaceId);
    const own = await makeTag(ada, 'Own only');
    expect((await tagsOf(bob, `?workspace_id=${workspaceId}`)).map((tag) => tag.tag_name)).toEqual([
      'Urgent',
    ]);
    const viewerMakes = await call(bob, 'POST', '/api/v1/tag', {
      tag_name: 'Mine',
      workspace_id: workspaceId,
    });
    expect(viewerMakes.statusCode).toBe(403);
    expect((await call(bob, 'PATCH', `/api/v1/tag/${urgent.tag_id}`, { tag_name: 'x' })).statusCode).toBe(
      403,
    );
    const stranger = await signUpAndLogIn(t.app);
    expect((await call(stranger, 'GET', `/api/v1/tag?workspace_id=${workspaceId}`)).statusCode).toBe(404);

    const file = (
      await uploadOk(t.app, ada.auth, 'tone.wav', { folder_id: String(top.folder_id) }, 'ticket.wav')
    ).audio_id;
    const wrongPlace = await call(ada, 'PUT', `/api/v1/audio/${file}/tags`, { tag_ids: [own.tag_id] });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json()).toMatchObject({ code: 'TAG_NOT_FOR_FILE' });
    expect((await tagFile(ada, file, [urgent.tag_id])).audio_tags.map((tag) => tag.tag_name)).toEqual([
      'Urgent',
    ]);
    expect(await fileTags(bob, file)).toEqual(['Urgent']);
    expect((await call(bob, 'PUT', `/api/v1/audio/${file}/tags`, { tag_ids: [] })).statusCode).toBe(403);

    const root = await rootFolder(t.app, ada.auth);
    const moved = await call(ada, 'PUT', `/api/v1/folder/file/${file}`, { file_folder_id: root.folder_id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await fileTags(ada, file)).toEqual([]);
  });

  it("stars are each user's own; archiving needs an editor and shows when; restore clears it", async () => {
    const { top } = await workspaceWithViewer('Research');
    const file = (
      await uploadOk(t.app, ada.auth, 'tone.wav', { folder_id: String(top.folder_id) }, 'study.wav')
    ).audio_id;
    const starred = await call(bob, 'PATCH', `/api/v1/audio/${file}`, { starred: true });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(ZAudioResponse.parse(starred.json()).data.audio_starred).toBe(true);
    expect(
      ZAudioResponse.parse((await call(ada, 'GET', `/api/v1/audio/${file}`)).json()).data.audio_starred,
    ).toBe(false);

    expect((await call(bob, 'PATCH', `/api/v1/audio/${file}`, { archived: true })).statusCode).toBe(403);
    const archived = ZAudioResponse.parse(
      (await call(ada, 'PATCH', `/api/v1/audio/${file}`, { archived: true })).json(),
    ).data;
    expect(Date.parse(archived.audio_archived_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const restored = ZAudioResponse.parse(
      (await call(ada, 'PATCH', `/api/v1/audio/${file}`, { archived: false })).json(),
    ).data;
    expect(restored.audio_archived_at).toBeNull();
    expect((await call(ada, 'PATCH', `/api/v1/audio/${file}`, {})).statusCode).toBe(400);
  });

  it("exports carry the file's tags: the CSV's column and the data export (PDF and DOCX: golden files)", async () => {
    const { audioId, transcriptId } = await insertTranscript(
      t,
      ada.auth,
      ada.user.user_id,
      englishMeetingBlocks(),
      {
        fileName: 'Board.wav',
      },
    );
    const board = await makeTag(ada, 'Board');
    const finance = await makeTag(ada, 'Finance');
    await tagFile(ada, audioId, [board.tag_id, finance.tag_id]);
    await call(ada, 'PATCH', `/api/v1/audio/${audioId}`, { starred: true });
    const csv = await call(ada, 'POST', `/api/v1/audio/transcript/export/${transcriptId}`, {
      audio_transcript_export_type: 'csv',
      audio_transcript_export_timestamps: true,
      audio_transcript_export_speakers: true,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, first] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('start,end,speaker,text,sentiment,sentiment_score,tags');
    expect(first).toMatch(/,Board; Finance$/);

    const archive = await call(ada, 'GET', '/api/v1/user/export');
    const account = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(archive.rawPayload))['account.json']),
    );
    expect(account.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['Board', 'Finance']),
    );
    expect(account.fileTags.filter((row: { audio_id: number }) => row.audio_id === audioId)).toEqual([
      { audio_id: audioId, tag_id: board.tag_id, position: 0 },
      { audio_id: audioId, tag_id: finance.tag_id, position: 1 },
    ]);
    expect(account.stars).toContainEqual({ audio_id: audioId });
  });
});
