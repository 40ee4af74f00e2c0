import {
  type TFolder,
  ZAudioListResponse,
  ZFolderListResponse,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { PASSWORD, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { rootFolder, upload, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { FAST_MODEL, insertTranscript, requestTranscription } from '../../src/test-support/transcripts.js';

/** Workspace folders and files: each role's allowed and refused actions, and a plan of the workspace's own. */
describe('workspace folders and files', () => {
  let t: TestApp;
  let owner: Session;
  let editor: Session;
  let commenter: Session;
  let viewer: Session;
  let outsider: Session;
  let workspaceId: number;
  let top: TFolder;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndLogIn(t.app);
    editor = await signUpAndLogIn(t.app);
    commenter = await signUpAndLogIn(t.app);
    viewer = await signUpAndLogIn(t.app);
    outsider = await signUpAndLogIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: owner.auth,
      payload: { workspace_name: 'Newsroom' },
    });
    workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    // Memberships straight in: workspaces.test.ts proves the invitations that make them.
    await addMember(t.ctx.db, workspaceId, editor.user.user_id, 'editor');
    await addMember(t.ctx.db, workspaceId, commenter.user.user_id, 'commenter');
    await addMember(t.ctx.db, workspaceId, viewer.user.user_id, 'viewer');
    top = await workspaceTop(viewer);
  });
  afterAll(() => t.close());

  const call = (session: Session, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: session.auth, ...(payload ? { payload } : {}) });
  async function workspaceTop(session: Session): Promise<TFolder> {
    const trees = ZFolderListResponse.parse((await call(session, 'GET', '/api/v1/folder')).json()).data;
    const found = trees.find((f) => f.folder_workspace_id === workspaceId);
    if (!found) throw new Error('no workspace folder');
    return found;
  }
  const filesIn = async (session: Session, folderId: number) => {
    const res = await call(session, 'GET', `/api/v1/audio?folder_id=${folderId}`);
    return res.statusCode === 200
      ? ZAudioListResponse.parse(res.json()).data.map((a) => a.audio_id)
      : res.statusCode;
  };
  /** A completed transcript of a file the editor uploaded, moved into the workspace. */
  const workspaceTranscript = async () => {
    const made = await insertTranscript(t, editor.auth, editor.user.user_id, englishMeetingBlocks());
    const moved = await call(editor, 'PUT', `/api/v1/folder/file/${made.audioId}`, {
      file_folder_id: top.folder_id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return made;
  };

  it("shows members the workspace's tree under its name, and nobody else", async () => {
    expect(top).toMatchObject({ folder_name: 'Newsroom', folder_parent_id: 0, folder_children: [] });
    const own = ZFolderListResponse.parse((await call(outsider, 'GET', '/api/v1/folder')).json()).data;
    expect(own.map((f) => f.folder_name)).toEqual(['root']);
    expect((await call(outsider, 'GET', `/api/v1/folder/${top.folder_id}`)).statusCode).toBe(404);
    expect(await filesIn(outsider, top.folder_id)).toBe(404);
  });

  it('lets an editor upload, file and delete, and a viewer only read', async () => {
    const sub = await call(editor, 'POST', '/api/v1/folder', {
      folder_name: 'Drafts',
      folder_parent_id: top.folder_id,
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const audio = await uploadOk(t.app, editor.auth, 'tone.wav', { folder_id: String(top.folder_id) });
    expect(await filesIn(viewer, top.folder_id)).toContain(audio.audio_id);
    expect((await call(viewer, 'GET', `/api/v1/audio/stream/${audio.audio_id}`)).statusCode).toBe(200);
    expect(audio.audio_role).toBe('editor');
    expect((await call(viewer, 'GET', `/api/v1/audio/${audio.audio_id}`)).json().data.audio_role).toBe(
      'viewer',
    );
    const listed = ZAudioListResponse.parse(
      (await call(commenter, 'GET', `/api/v1/audio?folder_id=${top.folder_id}`)).json(),
    );
    expect(listed.data.map((a) => a.audio_role)).toContain('commenter');

    const refused = [
      await call(viewer, 'POST', '/api/v1/folder', { folder_name: 'Mine', folder_parent_id: top.folder_id }),
      await call(viewer, 'PUT', `/api/v1/folder/file/${audio.audio_id}`, { file_name: 'renamed.wav' }),
      await call(viewer, 'DELETE', `/api/v1/audio/${audio.audio_id}`),
      await call(commenter, 'DELETE', `/api/v1/audio/${audio.audio_id}`),
      await requestTranscription(t.app, viewer.auth, audio.audio_id),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const viewerUpload = await upload(t.app, viewer.auth, 'tone.wav', { folder_id: String(top.folder_id) });
    expect(viewerUpload.statusCode, viewerUpload.body).toBe(403);
    expect((await call(outsider, 'DELETE', `/api/v1/audio/${audio.audio_id}`)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/api/v1/audio/${audio.audio_id}`)).statusCode).toBe(200);
    expect(await filesIn(viewer, top.folder_id)).not.toContain(audio.audio_id);
  });

  it('lets viewers read and export a transcript, commenters comment, editors edit', async () => {
    const { audioId, transcriptId } = await workspaceTranscript();
    const url = `/api/v1/audio/transcript/${transcriptId}`;
    expect((await call(viewer, 'GET', url)).statusCode).toBe(200);
    const csv = await call(viewer, 'POST', `/api/v1/audio/transcript/export/${transcriptId}`, {
      audio_transcript_export_type: 'csv',
    });
    expect(csv.statusCode).toBe(200);
    const edit = {
      audio_transcript_data: [
        {
          audio_transcript_data_id: 1,
          audio_transcript_data_segment: [
            {
              audio_transcript_data_segment_id: 1,
              audio_transcript_data_segment_transcript: 'Fixed by a member.',
            },
          ],
        },
      ],
    };
    expect((await call(viewer, 'PUT', url, edit)).statusCode).toBe(403);
    expect((await call(commenter, 'PUT', url, edit)).statusCode).toBe(403);
    expect((await call(editor, 'PUT', url, edit)).statusCode).toBe(200);
    expect((await call(owner, 'GET', url)).body).toContain('Fixed by a member.');

    const comment = { segment_id: 1, start: 2, text: 'Check this name.' };
    expect((await call(viewer, 'POST', `${url}/comments`, comment)).statusCode).toBe(403);
    expect((await call(commenter, 'POST', `${url}/comments`, comment)).statusCode).toBe(201);
    expect((await call(viewer, 'GET', `${url}/comments`)).json().data).toHaveLength(1);
    const listed = (await call(viewer, 'GET', `/api/v1/audio?folder_id=${top.folder_id}`)).json().data;
    expect(listed.find((a: { audio_id: number }) => a.audio_id === audioId).audio_comment_count).toBe(1);
    // An editor may redo a transcript another member made; it counts against the workspace.
    const redo = await call(editor, 'POST', `${url}/redo-speakers`, { audio_transcript_num_speakers: 2 });
    expect(redo.statusCode, redo.body).toBe(200);
    const used = await t.ctx.db.selectFrom('workspace_daily_usage').select('count').executeTakeFirst();
    expect(used?.count).toBe(1);
    await call(owner, 'POST', `${url}/cancel`);
    expect((await call(viewer, 'POST', `${url}/share`, {})).statusCode).toBe(403);
    const link = await call(editor, 'POST', `${url}/share`, {});
    expect(link.statusCode).toBe(201);
    // The workspace's other editors (the owner here) see and revoke it; a viewer may not.
    const links = (await call(owner, 'GET', `${url}/share`)).json().data as { share_link_id: number }[];
    expect(links.map((l) => l.share_link_id)).toEqual([link.json().data.share_link_id]);
    const revoke = `/api/v1/share/${link.json().data.share_link_id}`;
    expect((await call(viewer, 'DELETE', revoke)).statusCode).toBe(403);
    expect((await call(outsider, 'DELETE', revoke)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', revoke)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
  });

  it('moves files between own and workspace folders for whoever may write both', async () => {
    const mine = await uploadOk(t.app, owner.auth, 'tone.wav');
    const ownRoot = await rootFolder(t.app, owner.auth);
    const into = await call(owner, 'PUT', `/api/v1/folder/file/${mine.audio_id}`, {
      file_folder_id: top.folder_id,
    });
    expect(into.statusCode, into.body).toBe(200);
    expect(await filesIn(viewer, top.folder_id)).toContain(mine.audio_id);
    // A viewer cannot take it out; an editor cannot put it in someone else's folders.
    const viewerRoot = await rootFolder(t.app, viewer.auth);
    const out = { file_folder_id: viewerRoot.folder_id };
    expect((await call(viewer, 'PUT', `/api/v1/folder/file/${mine.audio_id}`, out)).statusCode).toBe(403);
    const editorsFile = await uploadOk(t.app, editor.auth, 'tone.wav', { folder_id: String(top.folder_id) });
    const toOwner = { file_folder_id: ownRoot.folder_id };
    expect(
      (await call(editor, 'PUT', `/api/v1/folder/file/${editorsFile.audio_id}`, toOwner)).statusCode,
    ).toBe(404);
    // The owner takes the editor's upload into their own folders: it is theirs now, and the editor's no more.
    expect(
      (await call(owner, 'PUT', `/api/v1/folder/file/${editorsFile.audio_id}`, toOwner)).statusCode,
    ).toBe(200);
    expect((await call(editor, 'GET', `/api/v1/audio/${editorsFile.audio_id}`)).statusCode).toBe(404);
    expect(await filesIn(owner, ownRoot.folder_id)).toContain(editorsFile.audio_id);
  });

  it("counts a workspace file's transcriptions against the workspace's plan, not the member's", async () => {
    await t.ctx.db.deleteFrom('workspace_daily_usage').execute(); // a fresh day for the workspace
    const audio = await uploadOk(t.app, editor.auth, 'tone.wav', { folder_id: String(top.folder_id) });
    const before = (await call(editor, 'GET', '/api/v1/user/me')).json().data.user_plan
      .user_plan_audio_upload_daily_usage;
    for (let i = 0; i < 3; i++)
      expect((await requestTranscription(t.app, editor.auth, audio.audio_id, FAST_MODEL)).statusCode).toBe(
        201,
      );
    const fourth = await requestTranscription(t.app, owner.auth, audio.audio_id, FAST_MODEL);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain("workspace's Free plan");
    const after = (await call(editor, 'GET', '/api/v1/user/me')).json().data.user_plan
      .user_plan_audio_upload_daily_usage;
    expect(after).toBe(before);
    const own = await uploadOk(t.app, editor.auth, 'tone.wav');
    expect((await requestTranscription(t.app, editor.auth, own.audio_id, FAST_MODEL)).statusCode).toBe(201);
  });

  it("finds a workspace's files for every member, and for nobody else", async () => {
    const { audioId } = await workspaceTranscript();
    const search = async (session: Session) => {
      const res = await call(session, 'GET', '/api/v1/search?q=northern%20migration');
      return (res.json().data.results as { audio_id: number }[]).map((r) => r.audio_id);
    };
    expect(await search(viewer)).toContain(audioId);
    expect(await search(owner)).toContain(audioId);
    expect(await search(outsider)).not.toContain(audioId);
    // The member who uploaded it finds it no more once they left the workspace.
    const leaver = await signUpAndLogIn(t.app);
    await addMember(t.ctx.db, workspaceId, leaver.user.user_id, 'editor');
    const theirs = await insertTranscript(t, leaver.auth, leaver.user.user_id, englishMeetingBlocks());
    await call(leaver, 'PUT', `/api/v1/folder/file/${theirs.audioId}`, { file_folder_id: top.folder_id });
    expect(await search(viewer)).toContain(theirs.audioId);
    await call(leaver, 'DELETE', `/api/v1/workspace/${workspaceId}/member/${leaver.user.user_id}`);
    expect(await search(leaver)).not.toContain(theirs.audioId);
    expect(await search(viewer)).toContain(theirs.audioId);
  });

  it('cuts a removed member off and applies a lowered role on their next request', async () => {
    const { audioId, transcriptId } = await workspaceTranscript();
    const member = await signUpAndLogIn(t.app);
    await addMember(t.ctx.db, workspaceId, member.user.user_id, 'editor');
    const url = `/api/v1/audio/transcript/${transcriptId}`;
    expect((await call(member, 'GET', url)).statusCode).toBe(200);
    await call(owner, 'PATCH', `/api/v1/workspace/${workspaceId}/member/${member.user.user_id}`, {
      role: 'viewer',
    });
    expect((await call(member, 'DELETE', `/api/v1/audio/${audioId}`)).statusCode).toBe(403);
    await call(owner, 'DELETE', `/api/v1/workspace/${workspaceId}/member/${member.user.user_id}`);
    expect((await call(member, 'GET', url)).statusCode).toBe(404);
    expect(await filesIn(member, top.folder_id)).toBe(404);
  });

  it("keeps a workspace's files when the member who made them deletes their account", async () => {
    const founder = await signUpAndLogIn(t.app);
    const heir = await signUpAndLogIn(t.app);
    const created = await call(founder, 'POST', '/api/v1/workspace', { workspace_name: 'Archive' });
    const id = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, id, heir.user.user_id, 'editor');
    const archiveTop = (await call(founder, 'GET', '/api/v1/folder')).json().data.at(-1) as TFolder;
    const file = await uploadOk(t.app, founder.auth, 'tone.wav', { folder_id: String(archiveTop.folder_id) });
    const solo = await call(founder, 'POST', '/api/v1/workspace', { workspace_name: 'Scratch' });
    const soloId = ZWorkspaceResponse.parse(solo.json()).data.workspace_id;

    const gone = await call(founder, 'DELETE', '/api/v1/user/me', { user_password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await filesIn(heir, archiveTop.folder_id)).toEqual([file.audio_id]);
    expect((await call(heir, 'GET', `/api/v1/workspace/${id}`)).json().data.workspace_role).toBe('owner');
    expect((await call(heir, 'GET', `/api/v1/audio/stream/${file.audio_id}`)).statusCode).toBe(200);
    const left = await t.ctx.db.selectFrom('workspaces').select('id').where('id', '=', soloId).execute();
    expect(left).toEqual([]);
  });

  it('refuses to delete a workspace that holds files, and deletes an emptied one', async () => {
    const res = await call(owner, 'DELETE', `/api/v1/workspace/${workspaceId}`);
    expect(res.json()).toMatchObject({ code: 'WORKSPACE_NOT_EMPTY' });
    const tree = await workspaceTop(owner);
    for (const child of tree.folder_children) {
      expect((await call(owner, 'DELETE', `/api/v1/folder/${child.folder_id}`)).statusCode).toBe(200);
    }
    for (const id of (await filesIn(owner, top.folder_id)) as number[]) {
      expect((await call(owner, 'DELETE', `/api/v1/audio/${id}`)).statusCode).toBe(200);
    }
    expect((await call(owner, 'DELETE', `/api/v1/workspace/${workspaceId}`)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/api/v1/folder/${top.folder_id}`)).statusCode).toBe(404);
  });
});
