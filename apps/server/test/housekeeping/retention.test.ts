import {
  type TRetention,
  ZAdminUserListResponse,
  ZAudioResponse,
  ZAuditListResponse,
  ZErrorResponse,
  ZFolderListResponse,
  ZRetentionPreviewResponse,
  ZRetentionResponse,
  ZShareLinkCreateResponse,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markMediaRemoved } from '../../src/db/repositories/retention.js';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import {
  insertTranscript,
  requestTranscription,
  transcriptAction,
} from '../../src/test-support/transcripts.js';

const DAY = 86_400_000;

/** Retention rules: settings, the preview, and housekeeping removing media or whole files (issue 26). */
describe('retention', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAndLogIn(t.app); // the install's first account administers it
  });
  afterAll(() => t.close());

  const call = (session: Session, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: session.auth, ...(payload ? { payload } : {}) });
  const setRule = async (session: Session, url: string, rule: TRetention) => {
    const res = await call(session, 'PUT', url, rule);
    expect(res.statusCode, res.body).toBe(200);
    return ZRetentionResponse.parse(res.json()).data;
  };
  const preview = async (session: Session, url: string) =>
    ZRetentionPreviewResponse.parse((await call(session, 'GET', `${url}/preview`)).json()).data;
  /** Uploaded `days` ago, as far as retention can tell. */
  const age = (audioId: number, days: number) =>
    t.ctx.db
      .updateTable('audio')
      .set({ created_at: new Date(Date.now() - days * DAY).toISOString() })
      .where('id', '=', audioId)
      .execute();
  const keyOf = async (audioId: number) =>
    (
      await t.ctx.db
        .selectFrom('audio')
        .select('storage_key')
        .where('id', '=', audioId)
        .executeTakeFirstOrThrow()
    ).storage_key;
  const run = () => runHousekeeping(t.ctx, t.app.log);
  const code = (res: { body: string }) => ZErrorResponse.parse(JSON.parse(res.body)).code;

  it('validates the rule: whole days from 1 to 36500 or null, scope audio or all', async () => {
    const user = await signUpAndLogIn(t.app);
    const url = '/api/v1/user/retention';
    const initial = ZRetentionResponse.parse((await call(user, 'GET', url)).json()).data;
    expect(initial).toEqual({ retention_days: null, retention_scope: 'audio' });
    for (const bad of [
      { retention_days: 0, retention_scope: 'audio' },
      { retention_days: 1.5, retention_scope: 'audio' },
      { retention_days: 36_501, retention_scope: 'audio' },
      { retention_days: '30', retention_scope: 'audio' },
      { retention_days: 30, retention_scope: 'transcript' },
      { retention_days: 30 },
    ]) {
      const res = await call(user, 'PUT', url, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await setRule(user, url, { retention_days: 365, retention_scope: 'all' })).toEqual({
      retention_days: 365,
      retention_scope: 'all',
    });
    expect(ZRetentionResponse.parse((await call(user, 'GET', url)).json()).data.retention_days).toBe(365);
    await setRule(user, url, { retention_days: null, retention_scope: 'audio' });
    expect((await preview(user, url)).preview_file_count).toBe(0);
  });

  it("lets administrators read and set anyone's rule, audited; no one else", async () => {
    const user = await signUpAndLogIn(t.app);
    const url = `/api/v1/admin/users/${user.user.user_id}/retention`;
    const rule: TRetention = { retention_days: 180, retention_scope: 'audio' };
    expect((await call(user, 'GET', url)).statusCode).toBe(403);
    expect((await call(user, 'PUT', url, rule)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', url, { ...rule, retention_days: -1 })).statusCode).toBe(400);
    expect(await setRule(admin, url, rule)).toEqual(rule);
    const own = await call(user, 'GET', '/api/v1/user/retention');
    expect(ZRetentionResponse.parse(own.json()).data).toEqual(rule);
    expect((await call(admin, 'GET', '/api/v1/admin/users/999999/retention')).statusCode).toBe(404);
    const audit = ZAuditListResponse.parse((await call(admin, 'GET', '/api/v1/admin/audit')).json()).data;
    expect(audit.entries.find((e) => e.audit_action === 'user.retention')).toMatchObject({
      audit_actor_email: admin.email,
      audit_target: `user:${user.user.user_id}`,
      audit_details: { before: { retention_days: null, retention_scope: 'audio' }, after: rule },
    });
  });

  it('audio only: the preview names exactly the old files; a run removes their media and keeps the transcript', async () => {
    const user = await signUpAndLogIn(t.app);
    const url = '/api/v1/user/retention';
    const old = await insertTranscript(t, user.auth, user.user.user_id, englishMeetingBlocks(), {
      fileName: 'old-meeting.wav',
    });
    const older = (await uploadOk(t.app, user.auth, 'tone.wav', {}, 'older.wav')).audio_id;
    const young = (await uploadOk(t.app, user.auth, 'tone.wav', {}, 'young.wav')).audio_id;
    const busy = await insertTranscript(t, user.auth, user.user.user_id, null, { status: 'queued' });
    await age(old.audioId, 31);
    await age(older, 400);
    await age(young, 29);
    await age(busy.audioId, 90); // being transcribed: waits for a later run
    const keys = { old: await keyOf(old.audioId), older: await keyOf(older), young: await keyOf(young) };
    const busyItem = await call(user, 'GET', `/api/v1/audio/${busy.audioId}`);
    const busyBytes = ZAudioResponse.parse(busyItem.json()).data.audio_size_bytes;

    expect((await preview(user, url)).preview_file_count).toBe(0); // kept forever until a rule is set
    await setRule(user, url, { retention_days: 30, retention_scope: 'audio' });
    const due = await preview(user, url);
    expect(due.preview_files.map((f) => f.file_name)).toEqual(['older.wav', 'old-meeting.wav']);
    expect(due.preview_file_count).toBe(2);
    expect(due.preview_bytes).toBe(due.preview_files.reduce((sum, f) => sum + f.file_size_bytes, 0));
    expect(due.preview_bytes).toBeGreaterThan(0);

    const shareRes = await call(user, 'POST', `/api/v1/audio/transcript/${old.transcriptId}/share`, {});
    const sharePath = ZShareLinkCreateResponse.parse(shareRes.json()).data.share_link_path;
    const shareToken = sharePath.split('/').at(-1) ?? '';

    const report = await run();
    expect(report.retention).toMatchObject({ mediaRemoved: 2, filesDeleted: 0 });
    expect(report.missingMedia).toEqual([]); // a removed recording is not a difference for fsck
    expect(await t.ctx.media.stat(keys.old)).toBeUndefined();
    expect(await t.ctx.media.stat(keys.older)).toBeUndefined();
    expect(await t.ctx.media.stat(keys.young)).toBeDefined();
    expect(await t.ctx.db.selectFrom('media_journal').selectAll().execute()).toEqual([]);

    // The file stays as a transcript-only item that says its media is gone.
    const item = ZAudioResponse.parse((await call(user, 'GET', `/api/v1/audio/${old.audioId}`)).json()).data;
    expect(item.audio_media_removed_at).toEqual(expect.any(String));
    expect(item.audio_transcript).toHaveLength(1);
    const youngItem = ZAudioResponse.parse((await call(user, 'GET', `/api/v1/audio/${young}`)).json()).data;
    expect(youngItem.audio_media_removed_at).toBeNull();
    const transcript = await call(user, 'GET', `/api/v1/audio/transcript/${old.transcriptId}`);
    expect(transcript.statusCode).toBe(200);
    expect(transcript.body).toContain('Patel');
    for (const url of [`/api/v1/audio/stream/${old.audioId}`, `/api/v1/audio/download/${old.audioId}`]) {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, url).toBe(410);
      expect(code(res)).toBe('MEDIA_REMOVED');
    }
    const again = await requestTranscription(t.app, user.auth, old.audioId);
    expect([again.statusCode, code(again)]).toEqual([410, 'MEDIA_REMOVED']);
    const joined = await call(user, 'POST', '/api/v1/audio/join', { audio_ids: [young, older] });
    expect([joined.statusCode, code(joined)]).toEqual([410, 'MEDIA_REMOVED']);
    expect((await call(user, 'GET', `/api/v1/audio/stream/${young}`)).statusCode).toBe(200);
    // A share link still shows the transcript; its audio answers the same clear refusal.
    expect((await t.app.inject(`/api/v1/share/${shareToken}`)).statusCode).toBe(200);
    const sharedAudio = await t.app.inject(`/api/v1/share/${shareToken}/audio`);
    expect([sharedAudio.statusCode, code(sharedAudio)]).toEqual([410, 'MEDIA_REMOVED']);

    // The administrators' count of the storage a user takes leaves the removed media out.
    const listed = await call(admin, 'GET', `/api/v1/admin/users?q=${encodeURIComponent(user.email)}`);
    const [account] = ZAdminUserListResponse.parse(listed.json()).data.users;
    expect(account?.user_storage_bytes).toBe(youngItem.audio_size_bytes + busyBytes);

    // Nothing is left to remove: the next run does nothing and writes no entry.
    expect((await preview(user, url)).preview_file_count).toBe(0);
    expect((await run()).retention.mediaRemoved).toBe(0);
    const entries = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `user:${user.user.user_id}`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: null,
      actor_email: 'system',
      action: 'retention.media_removed',
    });
    const details = JSON.parse(entries[0]?.details ?? '{}') as { files: number; removed: { id: number }[] };
    expect(details.files).toBe(2);
    expect(details.removed.map((f) => f.id).sort()).toEqual([old.audioId, older].sort());
  });

  it('audio and transcript: a run deletes the old files whole, archived or not; the administrators see the entry', async () => {
    const user = await signUpAndLogIn(t.app);
    const old = await insertTranscript(t, user.auth, user.user.user_id, englishMeetingBlocks());
    const young = (await uploadOk(t.app, user.auth, 'tone.wav')).audio_id;
    await age(old.audioId, 8);
    await age(young, 6);
    const key = await keyOf(old.audioId);
    // An archived file still falls under the rule: out of the default views, not out of retention.
    expect((await call(user, 'PATCH', `/api/v1/audio/${old.audioId}`, { archived: true })).statusCode).toBe(
      200,
    );
    await setRule(user, '/api/v1/user/retention', { retention_days: 7, retention_scope: 'all' });
    expect((await run()).retention).toMatchObject({ filesDeleted: 1, mediaRemoved: 0 });
    expect((await call(user, 'GET', `/api/v1/audio/${old.audioId}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/api/v1/audio/transcript/${old.transcriptId}`)).statusCode).toBe(404);
    expect(await t.ctx.media.stat(key)).toBeUndefined();
    expect((await call(user, 'GET', `/api/v1/audio/${young}`)).statusCode).toBe(200);
    const audit = ZAuditListResponse.parse((await call(admin, 'GET', '/api/v1/admin/audit')).json()).data;
    expect(audit.entries.find((e) => e.audit_target === `user:${user.user.user_id}`)).toMatchObject({
      audit_actor_email: 'system',
      audit_action: 'retention.files_deleted',
      audit_details: { retention_days: 7, retention_scope: 'all', files: 1 },
    });
  });

  it("a workspace's files follow the workspace's rule, personal ones their owner's; only members see it", async () => {
    const owner = await signUpAndLogIn(t.app);
    const editor = await signUpAndLogIn(t.app);
    const viewer = await signUpAndLogIn(t.app);
    const outsider = await signUpAndLogIn(t.app);
    const created = await call(owner, 'POST', '/api/v1/workspace', { workspace_name: 'Archive' });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, editor.user.user_id, 'editor');
    await addMember(t.ctx.db, workspaceId, viewer.user.user_id, 'viewer');
    const url = `/api/v1/workspace/${workspaceId}/retention`;
    const folders = ZFolderListResponse.parse((await call(editor, 'GET', '/api/v1/folder')).json()).data;
    const top = folders.find((f) => f.folder_workspace_id === workspaceId);
    if (!top) throw new Error('no workspace folder');
    const shared = (
      await uploadOk(t.app, editor.auth, 'tone.wav', { folder_id: String(top.folder_id) }, 'team.wav')
    ).audio_id;
    const personal = (await uploadOk(t.app, editor.auth, 'tone.wav', {}, 'mine.wav')).audio_id;
    await age(shared, 50);
    await age(personal, 50);

    // Who may: members read the rule; owners and admins set it and see the preview; others find nothing.
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `${url}/preview`)).statusCode).toBe(404);
    const rule: TRetention = { retention_days: 40, retention_scope: 'all' };
    expect((await call(outsider, 'PUT', url, rule)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', url)).statusCode).toBe(200);
    expect((await call(viewer, 'PUT', url, rule)).statusCode).toBe(403);
    expect((await call(editor, 'PUT', url, rule)).statusCode).toBe(403);
    expect((await call(editor, 'GET', `${url}/preview`)).statusCode).toBe(403);

    // The uploader's own rule (a day) covers their personal file, not the one in the workspace.
    await setRule(editor, '/api/v1/user/retention', { retention_days: 1, retention_scope: 'all' });
    const mine = await preview(editor, '/api/v1/user/retention');
    expect(mine.preview_files.map((f) => f.file_id)).toEqual([personal]);
    await setRule(owner, url, rule);
    const team = await preview(owner, url);
    expect(team.preview_files.map((f) => [f.file_id, f.file_folder_id])).toEqual([[shared, top.folder_id]]);
    expect((await preview(owner, '/api/v1/user/retention')).preview_file_count).toBe(0);

    await run();
    expect((await call(editor, 'GET', `/api/v1/audio/${shared}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', `/api/v1/audio/${personal}`)).statusCode).toBe(404);
    const targets = (
      await t.ctx.db.selectFrom('audit_log').select('target').where('actor_email', '=', 'system').execute()
    ).map((e) => e.target);
    expect(targets).toEqual(
      expect.arrayContaining([`workspace:${workspaceId}`, `user:${editor.user.user_id}`]),
    );
  });

  it('a run killed after its commit leaves journal entries that the next housekeeping finishes', async () => {
    const user = await signUpAndLogIn(t.app);
    const failed = await insertTranscript(t, user.auth, user.user.user_id, null, { status: 'failed' });
    const { audioId } = failed;
    const key = await keyOf(audioId);
    // What the run's transaction does, without removing the file after it (the process died there).
    expect(await markMediaRemoved(t.ctx.db, [audioId], new Date().toISOString())).toEqual([key]);
    const journal = await t.ctx.db.selectFrom('media_journal').select(['storage_key', 'action']).execute();
    expect(journal).toEqual([{ storage_key: key, action: 'delete' }]);
    expect(await t.ctx.media.stat(key)).toBeDefined();
    const report = await run();
    expect(report.mediaRemoved).toEqual([key]);
    expect(report.unreferencedMedia).toEqual([]);
    expect(await t.ctx.media.stat(key)).toBeUndefined();
    const retry = await transcriptAction(t.app, user.auth, failed.transcriptId, 'retry');
    expect([retry.statusCode, code(retry)]).toEqual([410, 'MEDIA_REMOVED']);
    // Deleting the file later journals its key again; removing a file already gone is no failure.
    expect((await call(user, 'DELETE', `/api/v1/audio/${audioId}`)).statusCode).toBe(200);
    expect(await t.ctx.db.selectFrom('media_journal').selectAll().execute()).toEqual([]);
  });
});
