import { ZFolderListResponse, ZSearchResponse, ZWorkspaceResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** Archived files are out of every default view: search's text hits and its file-name matches too. */
describe('search leaves archived files out', () => {
  let t: TestApp;
  let me: Session;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const search = async (session: Session, q: string) => {
    const res = await t.app.inject({
      url: `/api/v1/search?q=${encodeURIComponent(q)}`,
      headers: session.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZSearchResponse.parse(res.json()).data;
  };
  const found = async (session: Session, q: string) =>
    (await search(session, q)).results.map((hit) => hit.audio_id).sort((a, b) => a - b);
  const setArchived = (audioId: number, archived: boolean) =>
    t.ctx.db
      .updateTable('audio')
      .set({ archived_at: archived ? new Date().toISOString() : null })
      .where('id', '=', audioId)
      .execute();
  const transcribed = (session: Session, text: string, fileName: string) =>
    insertTranscript(t, session.auth, session.user.user_id, textBlocks(text), { fileName });

  it('finds neither the text nor the name of an archived file, and finds them again once restored', async () => {
    const kept = await transcribed(me, 'The harbour crane was repaired.', 'kept.wav');
    const byText = await transcribed(me, 'A harbour tour at noon.', 'tour.wav');
    const byName = await transcribed(me, 'Nothing of note here.', 'harbour plans.wav');
    expect(await found(me, 'harbour')).toEqual([kept.audioId, byText.audioId, byName.audioId]);

    await setArchived(byText.audioId, true);
    await setArchived(byName.audioId, true);
    const data = await search(me, 'harbour');
    expect(data.results.map((hit) => hit.audio_id)).toEqual([kept.audioId]);
    expect(data.total).toBe(1);
    // The drop-down's file-name match is gone with it.
    expect(await found(me, 'plans')).toEqual([]);

    await setArchived(byName.audioId, false);
    expect(await found(me, 'plans')).toEqual([byName.audioId]);
  });

  it("leaves a workspace's archived file out of its members' searches", async () => {
    const owner = await signUpAndLogIn(t.app);
    const member = await signUpAndLogIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: owner.auth,
      payload: { workspace_name: 'Port' },
    });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, member.user.user_id, 'viewer');
    const trees = ZFolderListResponse.parse(
      (await t.app.inject({ url: '/api/v1/folder', headers: owner.auth })).json(),
    ).data;
    const top = trees.find((folder) => folder.folder_workspace_id === workspaceId);
    const shared = await transcribed(owner, 'The lighthouse keeper retired.', 'keeper.wav');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${shared.audioId}`,
      headers: owner.auth,
      payload: { file_folder_id: top?.folder_id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await found(member, 'lighthouse')).toEqual([shared.audioId]);
    await setArchived(shared.audioId, true);
    expect(await found(member, 'lighthouse')).toEqual([]);
    expect(await found(owner, 'keeper')).toEqual([]);
  });
});
