import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type TMarkdownExportRequest,
  ZErrorResponse,
  ZFolderListResponse,
  ZMarkdownExportResponse,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript, requestTranscription } from '../../src/test-support/transcripts.js';

/** Markdown copies of transcripts in a server folder, for note apps (issue 42). */
describe('Markdown copies', () => {
  let t: TestApp;
  let ada: Session;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://notes.example' }, { runWorker: true });
    ada = await signUpAndLogIn(t.app);
    root = t.ctx.config.markdownExportDir;
  });
  afterAll(() => t.close());

  const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });
  const turnOn = async (session: Session, folder: string, url = '/api/v1/user/markdown-export') => {
    const body: TMarkdownExportRequest = { markdown_export_enabled: true, markdown_export_folder: folder };
    const res = await call(session, 'PUT', url, body);
    expect(res.statusCode, res.body).toBe(200);
    return ZMarkdownExportResponse.parse(res.json()).data;
  };
  const moveOrRename = (session: Session, audioId: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/folder/file/${audioId}`, headers: session.auth, payload });
  /** `read()` once `check` holds for it (the worker writes copies in the background). */
  const eventually = async <T>(read: () => T, check: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = read();
      if (check(value)) return value;
      if (Date.now() > deadline) throw new Error(`never matched: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const textOf = (path: string) => () =>
    existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '';
  const copyWhen = (path: string, check: (text: string) => boolean) => eventually(textOf(path), check);

  it('are off until turned on, then written for every transcript there is, with front matter and turns', async () => {
    const before = ZMarkdownExportResponse.parse(
      (await call(ada, 'GET', '/api/v1/user/markdown-export')).json(),
    );
    expect(before.data).toEqual({
      markdown_export_enabled: false,
      markdown_export_folder: ada.email.split('@')[0],
      markdown_export_location: join(root, ada.email.split('@')[0] ?? ''),
    });
    const { audioId, transcriptId } = await insertTranscript(
      t,
      ada.auth,
      ada.user.user_id,
      englishMeetingBlocks(),
      {
        fileName: 'Weekly sync.m4a',
        durationSeconds: 95,
      },
    );
    const tag = await call(ada, 'POST', '/api/v1/tag', { tag_name: 'Weekly "sync"' });
    await call(ada, 'PUT', `/api/v1/audio/${audioId}/tags`, { tag_ids: [tag.json().data.tag_id] });
    for (const folder of ['../outside', '/etc', 'a/../b', 'a\\b', ' '])
      expect(
        (
          await call(ada, 'PUT', '/api/v1/user/markdown-export', {
            markdown_export_enabled: true,
            markdown_export_folder: folder,
          })
        ).statusCode,
      ).toBe(400);

    const on = await turnOn(ada, 'Ada notes');
    expect(on).toMatchObject({
      markdown_export_enabled: true,
      markdown_export_location: join(root, 'Ada notes'),
    });
    const path = join('Ada notes', `Weekly sync (${audioId}).md`);
    const text = await copyWhen(path, (body) => body !== '');
    expect(text).toMatch(/^---\ntitle: "Weekly sync"\ndate: \d{4}-\d\d-\d\dT[\d:.]+Z\nduration: "1:35"\n/);
    expect(text).toContain(`link: "https://notes.example/dashboard/transcript/${audioId}"\n`);
    expect(text).toContain(`transcript_id: ${transcriptId}\n`);
    expect(text).toMatch(/speakers: \["[^"]+", "[^"]+"/);
    expect(text).toContain('tags: ["Weekly \\"sync\\""]\n');
    expect(text).toContain('\n# Weekly sync\n');
    expect(text).toContain('I will ask finance to approve the additional night shift hours by Friday.');
    expect(text).toMatch(/\n\*\*[^*]+\*\* \(0:02\)\n/);
  });

  it('follow an edit, a rename and a move, leaving no stale copy behind', async () => {
    const { audioId, transcriptId } = await insertTranscript(
      t,
      ada.auth,
      ada.user.user_id,
      englishMeetingBlocks(),
      {
        fileName: 'Budget.wav',
      },
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: ada.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 1,
            audio_transcript_data_speaker: 'Ada',
            audio_transcript_data_segment: [],
          },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await copyWhen(join('Ada notes', `Budget (${audioId}).md`), (text) => text.includes('**Ada**'));

    const clients = await makeFolder(
      t.app,
      ada.auth,
      'Clients',
      (await rootFolder(t.app, ada.auth)).folder_id,
    );
    const renamed = await moveOrRename(ada, audioId, { file_name: 'Budget 2027.wav' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await moveOrRename(ada, audioId, { file_folder_id: clients.folder_id });
    expect(moved.statusCode, moved.body).toBe(200);
    await copyWhen(join('Ada notes', 'Clients', `Budget 2027 (${audioId}).md`), (text) =>
      text.includes('**Ada**'),
    );
    // The old copy goes once the new one is in place: a moment after it appears.
    const stale = join(root, 'Ada notes', `Budget (${audioId}).md`);
    expect(
      await eventually(
        () => existsSync(stale),
        (exists) => !exists,
      ),
    ).toBe(false);
  });

  it('are written when a transcription completes', async () => {
    const audio = await uploadOk(t.app, ada.auth, 'tone.wav', {}, 'Tone check.wav');
    expect((await requestTranscription(t.app, ada.auth, audio.audio_id)).statusCode).toBe(201);
    const text = await copyWhen(
      join('Ada notes', `Tone check (${audio.audio_id}).md`),
      (body) => body !== '',
    );
    expect(text).toContain('title: "Tone check"');
  });

  it("refuse a folder someone else's copies go to, or one inside or around it", async () => {
    const grace = await signUpAndLogIn(t.app);
    for (const folder of ['Ada notes', 'ada NOTES', 'Ada notes/mine', 'Ada notes/../Ada notes']) {
      const res = await call(grace, 'PUT', '/api/v1/user/markdown-export', {
        markdown_export_enabled: true,
        markdown_export_folder: folder,
      });
      expect([400, 409]).toContain(res.statusCode);
      if (res.statusCode === 409) expect(ZErrorResponse.parse(res.json()).code).toBe('MARKDOWN_FOLDER_TAKEN');
    }
    await turnOn(grace, 'Grace');
  });

  it("a workspace's files go to the workspace's folder; members read the setting, admins set it", async () => {
    const owner = await signUpAndLogIn(t.app);
    const viewer = await signUpAndLogIn(t.app);
    const outsider = await signUpAndLogIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: owner.auth,
      payload: { workspace_name: 'Sales team' },
    });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, viewer.user.user_id, 'viewer');
    const url = `/api/v1/workspace/${workspaceId}/markdown-export`;
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    const seen = ZMarkdownExportResponse.parse((await call(viewer, 'GET', url)).json()).data;
    expect(seen).toMatchObject({ markdown_export_enabled: false, markdown_export_folder: 'Sales-team' });
    const request = { markdown_export_enabled: true, markdown_export_folder: 'Sales' };
    expect((await call(viewer, 'PUT', url, request)).statusCode).toBe(403);
    expect((await call(outsider, 'PUT', url, request)).statusCode).toBe(404);
    await turnOn(owner, 'Sales', url);

    const folders = ZFolderListResponse.parse((await call(owner, 'GET', '/api/v1/folder')).json()).data;
    const top = folders.find((folder) => folder.folder_workspace_id === workspaceId);
    if (!top) throw new Error('no workspace folder');
    const { audioId } = await insertTranscript(t, owner.auth, owner.user.user_id, englishMeetingBlocks(), {
      fileName: 'Call.wav',
    });
    const moved = await moveOrRename(owner, audioId, { file_folder_id: top.folder_id });
    expect(moved.statusCode, moved.body).toBe(200);
    const copies = () =>
      existsSync(join(root, 'Sales')) ? readdirSync(join(root, 'Sales'), { recursive: true }) : [];
    const written = await eventually(copies, (names) => names.some((name) => String(name).endsWith('.md')));
    expect(written).toContain(`Call (${audioId}).md`);
  });

  it('once turned off, are no longer written; those written stay', async () => {
    const off = await call(ada, 'PUT', '/api/v1/user/markdown-export', {
      markdown_export_enabled: false,
      markdown_export_folder: 'Ada notes',
    });
    expect(ZMarkdownExportResponse.parse(off.json()).data.markdown_export_enabled).toBe(false);
    const { audioId } = await insertTranscript(t, ada.auth, ada.user.user_id, englishMeetingBlocks(), {
      fileName: 'After.wav',
    });
    expect((await moveOrRename(ada, audioId, { file_name: 'After 2.wav' })).statusCode).toBe(200);
    expect(readdirSync(join(root, 'Ada notes')).some((name) => name.startsWith('After'))).toBe(false);
    expect(readdirSync(join(root, 'Ada notes')).some((name) => name.startsWith('Weekly sync'))).toBe(true);
  });
});
