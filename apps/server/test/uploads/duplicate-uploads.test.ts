import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DUPLICATE_UPLOAD_MESSAGE, ZAudioUploadResponse, ZWorkspaceResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { upload } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

// An upload of bytes already in the same place (a user's own library, or a workspace's) is answered with that
// file instead of a second copy: nothing is stored, and the client starts no transcription (issue 42).

const ONCE = { keep_duplicate: 'false' };

describe('the same file uploaded again', () => {
  let t: TestApp;
  let ada: Session;
  let grace: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpAndLogIn(t.app);
    grace = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const storedFiles = () => readdirSync(join(t.dataDir, 'media')).length;
  const rowsOf = async (userId: number) =>
    (await t.ctx.db.selectFrom('audio').select('id').where('user_id', '=', userId).execute()).length;
  const answer = (res: Awaited<ReturnType<typeof upload>>) => ZAudioUploadResponse.parse(res.json());

  it('names the file already in the library, keeps no second copy, and keeps one when asked', async () => {
    const first = await upload(t.app, ada.auth, 'tone.mp3', ONCE, 'call.mp3');
    expect(first.statusCode).toBe(201);
    const original = answer(first).data;
    expect(answer(first).audio_duplicate_of).toBeUndefined();
    const [files, rows] = [storedFiles(), await rowsOf(ada.user.user_id)];

    const again = await upload(t.app, ada.auth, 'tone.mp3', ONCE, 'call again.mp3');
    expect(again.statusCode).toBe(200);
    expect(answer(again)).toMatchObject({
      message: DUPLICATE_UPLOAD_MESSAGE,
      audio_duplicate_of: original.audio_id,
      data: { audio_id: original.audio_id, audio_file: { file_name: 'call.mp3' } },
    });
    expect(storedFiles()).toBe(files);
    expect(await rowsOf(ada.user.user_id)).toBe(rows);

    // Another file is not a copy; and a second copy is kept when the client says so.
    expect((await upload(t.app, ada.auth, 'tone.ogg', ONCE)).statusCode).toBe(201);
    const kept = await upload(t.app, ada.auth, 'tone.mp3', { keep_duplicate: 'true' }, 'copy.mp3');
    expect(kept.statusCode).toBe(201);
    expect(answer(kept).data.audio_id).not.toBe(original.audio_id);
    expect(await rowsOf(ada.user.user_id)).toBe(rows + 2);
    expect((await upload(t.app, ada.auth, 'tone.mp3', { keep_duplicate: 'maybe' })).statusCode).toBe(400);
  });

  it("never names another user's file, and looks in the workspace the upload goes to", async () => {
    await upload(t.app, ada.auth, 'tone.webm', ONCE);
    // Grace has no such file: hers is new, and she learns nothing of Ada's.
    const hers = await upload(t.app, grace.auth, 'tone.webm', ONCE);
    expect(hers.statusCode).toBe(201);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: grace.auth,
      payload: { workspace_name: 'Newsroom' },
    });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, ada.user.user_id, 'editor');
    const folder = await t.ctx.db
      .selectFrom('folders')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    const into = { ...ONCE, folder_id: String(folder.id) };
    // Ada's own copy is not the workspace's: the first upload into the workspace is kept ...
    const shared = await upload(t.app, ada.auth, 'tone.webm', into);
    expect(shared.statusCode).toBe(201);
    // ... and Grace's upload of the same bytes into it is answered with Ada's file there, not her own.
    const again = await upload(t.app, grace.auth, 'tone.webm', into);
    expect(again.statusCode).toBe(200);
    expect(answer(again).audio_duplicate_of).toBe(answer(shared).data.audio_id);
    expect(answer(again).data.audio_role).toBe('owner');
  });

  it('keeps an upload whose earlier copy lost its media to retention', async () => {
    const first = answer(await upload(t.app, ada.auth, 'clip.mp4', ONCE)).data;
    await t.ctx.db
      .updateTable('audio')
      .set({ media_removed_at: new Date().toISOString() })
      .where('id', '=', first.audio_id)
      .execute();
    expect((await upload(t.app, ada.auth, 'clip.mp4', ONCE)).statusCode).toBe(201);
  });
});
