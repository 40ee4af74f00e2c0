import { ZAudioResponse, ZAudioUploadResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

describe('POST /api/v1/audio/join', { timeout: 60_000 }, () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const join = (session: Session, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/audio/join', headers: session.auth, payload });

  it('joins files in the order given into one new file, and keeps the originals', async () => {
    const first = await uploadOk(t.app, alice.auth, 'tone.wav', {}, 'call part 1.wav');
    const second = await uploadOk(t.app, alice.auth, 'tone.mp3', {}, 'call part 2.mp3');
    const third = await uploadOk(t.app, alice.auth, 'clip.mp4', {}, 'call part 3.mp4');
    const folder = await makeFolder(
      t.app,
      alice.auth,
      'Calls',
      (await rootFolder(t.app, alice.auth)).folder_id,
    );
    const res = await join(alice, {
      audio_ids: [first.audio_id, second.audio_id, third.audio_id],
      folder_id: folder.folder_id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const joined = ZAudioUploadResponse.parse(res.json()).data;
    expect(joined.audio_file.file_name).toBe('call part 1 (joined).ogg');
    expect(joined.audio_file.file_folder_id).toBe(folder.folder_id);
    // Three recordings of about 2 s each, one after another.
    expect(joined.audio_duration).toBeGreaterThan(5.5);
    expect(joined.audio_duration).toBeLessThan(6.6);
    for (const id of [first.audio_id, second.audio_id, third.audio_id]) {
      const kept = await t.app.inject({ url: `/api/v1/audio/${id}`, headers: alice.auth });
      expect(ZAudioResponse.parse(kept.json()).data.audio_id).toBe(id);
    }
  });

  it("refuses one file, a file without sound, and another user's files or folder as missing ones", async () => {
    const mine = await uploadOk(t.app, alice.auth, 'tone.wav', {}, 'a.wav');
    const silent = await uploadOk(t.app, alice.auth, 'silent-video.mp4', {}, 'silent.mp4');
    const theirs = await uploadOk(t.app, bob.auth, 'tone.wav', {}, 'b.wav');
    expect((await join(alice, { audio_ids: [mine.audio_id] })).json().message).toContain(
      'at least two files',
    );
    const noSound = await join(alice, { audio_ids: [mine.audio_id, silent.audio_id] });
    expect(noSound.statusCode).toBe(400);
    expect(noSound.json()).toMatchObject({
      code: 'NO_AUDIO_TRACK',
      message: 'silent.mp4 has no audio track to join.',
    });
    const other = await join(alice, { audio_ids: [mine.audio_id, theirs.audio_id] });
    const missing = await join(alice, { audio_ids: [mine.audio_id, 999_999] });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    const bobsFolder = (await rootFolder(t.app, bob.auth)).folder_id;
    const wrongFolder = await join(alice, {
      audio_ids: [mine.audio_id, mine.audio_id],
      folder_id: bobsFolder,
    });
    expect(wrongFolder.statusCode).toBe(404);
  });
});
