import { ZAudioListResponse, ZFolderListResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe("two users never reach each other's folders and files", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every cross-user id with the same 404 as a missing one, and changes nothing', async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const aliceRoot = await rootFolder(t.app, alice.auth);
    const aliceFolder = await makeFolder(t.app, alice.auth, 'Private', aliceRoot.folder_id);
    const aliceAudio = await uploadOk(t.app, alice.auth, 'tone.wav', {
      folder_id: String(aliceFolder.folder_id),
    });
    const bobRoot = await rootFolder(t.app, bob.auth);
    const bobFolder = await makeFolder(t.app, bob.auth, 'Mine', bobRoot.folder_id);
    const bobAudio = await uploadOk(t.app, bob.auth, 'tone.mp3');

    const asBob = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bob.auth, ...(payload ? { payload } : {}) });
    const attempts = [
      asBob('GET', `/api/v1/folder/${aliceFolder.folder_id}`),
      asBob('PUT', `/api/v1/folder/${aliceFolder.folder_id}`, { folder_name: 'Hacked' }),
      asBob('DELETE', `/api/v1/folder/${aliceFolder.folder_id}`),
      asBob('POST', '/api/v1/folder', { folder_name: 'Intruder', folder_parent_id: aliceFolder.folder_id }),
      asBob('PUT', `/api/v1/folder/${bobFolder.folder_id}`, { folder_parent_id: aliceFolder.folder_id }),
      asBob('GET', `/api/v1/audio?folder_id=${aliceFolder.folder_id}`),
      asBob('GET', `/api/v1/audio/${aliceAudio.audio_id}`),
      asBob('GET', `/api/v1/audio/stream/${aliceAudio.audio_id}`),
      asBob('GET', `/api/v1/audio/download/${aliceAudio.audio_id}`),
      asBob('PUT', `/api/v1/folder/file/${aliceAudio.audio_id}`, { file_name: 'mine now.wav' }),
      asBob('PUT', `/api/v1/folder/file/${aliceAudio.audio_id}`, { file_folder_id: bobFolder.folder_id }),
      asBob('PUT', `/api/v1/folder/file/${bobAudio.audio_id}`, { file_folder_id: aliceFolder.folder_id }),
      asBob('DELETE', `/api/v1/audio/${aliceAudio.audio_id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toMatch(/^(Folder|Audio file) not found\.$/);
      expect(res.body).not.toContain('Private');
    }

    const bobList = ZAudioListResponse.parse((await asBob('GET', '/api/v1/audio')).json()).data;
    expect(bobList.map((a) => a.audio_id)).toEqual([bobAudio.audio_id]);
    const bobTrees = ZFolderListResponse.parse((await asBob('GET', '/api/v1/folder')).json()).data;
    expect(JSON.stringify(bobTrees)).not.toContain('Private');

    const aliceList = ZAudioListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio', headers: alice.auth })).json(),
    ).data;
    expect(aliceList).toEqual([aliceAudio]);
    const aliceTrees = ZFolderListResponse.parse(
      (await t.app.inject({ url: '/api/v1/folder', headers: alice.auth })).json(),
    ).data;
    expect(aliceTrees[0]?.folder_children.map((f) => f.folder_name)).toEqual(['Private']);
  });
});
