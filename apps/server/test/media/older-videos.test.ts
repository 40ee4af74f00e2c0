import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ZAudioResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const READING = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

/** Videos uploaded before playback was kept (migration 0049) get it from housekeeping, as an upload would. */
describe('videos stored before playback was kept', () => {
  let t: TestApp;
  let alice: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  /** A 2 s video in the codecs asked for, uploaded, then made to look as it did before migration 0049. */
  async function olderUpload(name: string, codecs: string[]): Promise<number> {
    const path = join(t.dataDir, name);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-i', READING],
      ...['-t', '2', '-shortest', ...codecs, path],
    ]);
    const id = await uploadFromDisk(t.app, alice.auth, path, name);
    const row = await t.ctx.db.selectFrom('audio').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (row.poster_key) await t.ctx.media.delete(row.poster_key);
    await t.ctx.db
      .updateTable('audio')
      .set({ video_playback: null, poster_key: null, video_width: null, video_height: null })
      .where('id', '=', id)
      .execute();
    return id;
  }
  const videoOf = async (id: number) =>
    ZAudioResponse.parse((await t.app.inject({ url: `/api/v1/audio/${id}`, headers: alice.auth })).json())
      .data.audio_video;

  it('are probed, given a poster and queued for a web copy by the next housekeeping run', async () => {
    const mp4 = await olderUpload('old.mp4', [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ]);
    const mpg = await olderUpload('old.mpg', ['-c:v', 'mpeg2video', '-c:a', 'mp2']);
    expect(await videoOf(mp4)).toBeNull();
    const report = await runHousekeeping(t.ctx, t.app.log);
    expect(report.olderVideos).toBe(2);
    expect(await videoOf(mp4)).toEqual({
      playback: 'original',
      progress: 100,
      poster: true,
      width: 320,
      height: 180,
    });
    expect(await videoOf(mpg)).toMatchObject({ playback: 'preparing', poster: true });
    const poster = await t.app.inject({ url: `/api/v1/audio/poster/${mp4}`, headers: alice.auth });
    expect(poster.statusCode).toBe(200);
    // Done once: the next run finds nothing more, and the media check finds nothing astray.
    const next = await runHousekeeping(t.ctx, t.app.log);
    expect(next.olderVideos).toBe(0);
    expect(next.unreferencedMedia).toEqual([]);
  });
});
