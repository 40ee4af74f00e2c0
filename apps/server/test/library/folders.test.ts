import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ZFolderListResponse, ZFolderResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('folders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function user() {
    const { auth } = await signUpAndLogIn(t.app);
    return { auth, root: await rootFolder(t.app, auth) };
  }
  const create = (auth: Auth, folder_name: unknown, folder_parent_id: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/folder',
      headers: auth,
      payload: { folder_name, folder_parent_id },
    });
  const update = (auth: Auth, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/folder/${id}`, headers: auth, payload });
  const remove = (auth: Auth, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/folder/${id}`, headers: auth });

  it('lists the root folder with nested children sorted by name', async () => {
    const { auth, root } = await user();
    expect(root).toMatchObject({ folder_name: 'root', folder_parent_id: 0, folder_children: [] });
    const work = await makeFolder(t.app, auth, 'Work', root.folder_id);
    await makeFolder(t.app, auth, 'archive', root.folder_id);
    await makeFolder(t.app, auth, 'Calls', work.folder_id);
    const res = await t.app.inject({ url: '/api/v1/folder', headers: auth });
    const [tree] = ZFolderListResponse.parse(res.json()).data;
    expect(tree?.folder_children.map((f) => f.folder_name)).toEqual(['archive', 'Work']);
    expect(tree?.folder_children[1]?.folder_children).toEqual([
      {
        folder_id: expect.any(Number),
        folder_name: 'Calls',
        folder_parent_id: work.folder_id,
        folder_file_count: 0,
        folder_children: [],
      },
    ]);
    const one = ZFolderResponse.parse(
      (await t.app.inject({ url: `/api/v1/folder/${work.folder_id}`, headers: auth })).json(),
    );
    expect(one.data.folder_children).toHaveLength(1);
  });

  it('creates with a trimmed name and the spec messages', async () => {
    const { auth, root } = await user();
    const res = await create(auth, '  Interviews  ', root.folder_id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Folder "Interviews" created.',
      data: { folder_name: 'Interviews' },
    });
    for (const blank of ['', '   ', undefined]) {
      const bad = await create(auth, blank, root.folder_id);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Folder name cannot be empty.');
    }
    expect((await create(auth, 'x'.repeat(256), root.folder_id)).statusCode).toBe(400);
    expect((await create(auth, 'x'.repeat(255), root.folder_id)).statusCode).toBe(201);
    const dup = await create(auth, 'interviews', root.folder_id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'FOLDER_NAME_TAKEN' });
    expect((await create(auth, 'Nope', 99_999_999)).statusCode).toBe(404);
    expect((await create(auth, 'Nope', 'abc')).statusCode).toBe(400);
  });

  it('allows 10 levels below root and no more, also when moving', async () => {
    const { auth, root } = await user();
    let parent = root.folder_id;
    const chain: number[] = [];
    for (let level = 1; level <= 10; level++) {
      parent = (await makeFolder(t.app, auth, `L${level}`, parent)).folder_id;
      chain.push(parent);
    }
    const tooDeep = await create(auth, 'L11', parent);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({
      code: 'FOLDER_TOO_DEEP',
      message: 'Folders can be nested at most 10 levels deep.',
    });
    // A folder with one child (height 1) cannot go under level 9.
    const branch = await makeFolder(t.app, auth, 'Branch', root.folder_id);
    await makeFolder(t.app, auth, 'Leaf', branch.folder_id);
    expect((await update(auth, branch.folder_id, { folder_parent_id: chain[8] })).json()).toMatchObject({
      code: 'FOLDER_TOO_DEEP',
    });
    expect((await update(auth, branch.folder_id, { folder_parent_id: chain[7] })).statusCode).toBe(200);
  });

  it('renames and moves, but never into itself or below itself', async () => {
    const { auth, root } = await user();
    const a = await makeFolder(t.app, auth, 'A', root.folder_id);
    const b = await makeFolder(t.app, auth, 'B', a.folder_id);
    const c = await makeFolder(t.app, auth, 'C', root.folder_id);
    const renamed = await update(auth, a.folder_id, { folder_name: ' Alpha ' });
    expect(renamed.json()).toMatchObject({
      message: 'Folder "Alpha" updated.',
      data: { folder_name: 'Alpha' },
    });
    const moved = await update(auth, c.folder_id, { folder_parent_id: b.folder_id, folder_name: 'Gamma' });
    expect(moved.json().data).toMatchObject({ folder_parent_id: b.folder_id, folder_name: 'Gamma' });
    for (const target of [a.folder_id, b.folder_id, c.folder_id]) {
      const cycle = await update(auth, a.folder_id, { folder_parent_id: target });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().code).toBe('FOLDER_CYCLE');
    }
    expect((await update(auth, a.folder_id, {})).statusCode).toBe(400);
    expect((await update(auth, a.folder_id, { folder_name: '  ' })).statusCode).toBe(400);
  });

  it('keeps the root folder where it is', async () => {
    const { auth, root } = await user();
    const other = await makeFolder(t.app, auth, 'Other', root.folder_id);
    for (const res of [
      await update(auth, root.folder_id, { folder_name: 'Mine' }),
      await update(auth, root.folder_id, { folder_parent_id: other.folder_id }),
      await remove(auth, root.folder_id),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ROOT_FOLDER_LOCKED' });
    }
    expect((await rootFolder(t.app, auth)).folder_id).toBe(root.folder_id);
  });

  it('deletes a folder with its sub-folders, their files and the stored media', async () => {
    const { auth, root } = await user();
    const top = await makeFolder(t.app, auth, 'Top', root.folder_id);
    const sub = await makeFolder(t.app, auth, 'Sub', top.folder_id);
    const inTop = await uploadOk(t.app, auth, 'tone.wav', { folder_id: String(top.folder_id) });
    const inSub = await uploadOk(t.app, auth, 'tone.mp3', { folder_id: String(sub.folder_id) });
    const kept = await uploadOk(t.app, auth, 'tone.ogg');
    const keys = await t.ctx.db.selectFrom('audio').select(['id', 'storage_key']).execute();
    const keyOf = (id: number) => join(t.dataDir, 'media', keys.find((k) => k.id === id)?.storage_key ?? '?');
    expect(existsSync(keyOf(inSub.audio_id))).toBe(true);
    // The list says how many files go with each folder: its own and its sub-folders'.
    const [tree] = ZFolderListResponse.parse(
      (await t.app.inject({ url: '/api/v1/folder', headers: auth })).json(),
    ).data;
    expect(tree?.folder_file_count).toBe(3);
    expect(tree?.folder_children[0]).toMatchObject({
      folder_file_count: 2,
      folder_children: [{ folder_file_count: 1 }],
    });

    const res = await remove(auth, top.folder_id);
    expect(res.json()).toEqual({ success: true, message: 'Folder "Top" deleted.' });
    const folderIds = (await t.ctx.db.selectFrom('folders').select('id').execute()).map((f) => f.id);
    expect(folderIds).not.toContain(top.folder_id);
    expect(folderIds).not.toContain(sub.folder_id);
    const audioIds = (await t.ctx.db.selectFrom('audio').select('id').execute()).map((a) => a.id);
    expect(audioIds).toContain(kept.audio_id);
    expect(audioIds).not.toContain(inTop.audio_id);
    expect(audioIds).not.toContain(inSub.audio_id);
    expect(existsSync(keyOf(inTop.audio_id))).toBe(false);
    expect(existsSync(keyOf(inSub.audio_id))).toBe(false);
    expect(existsSync(keyOf(kept.audio_id))).toBe(true);
    expect((await remove(auth, top.folder_id)).statusCode).toBe(404);
  });
});
