import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type TAudioItem,
  ZAudioResponse,
  ZSharedTranscriptResponse,
  ZShareLinkCreateResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeVideo } from '../../src/adapters/video-probe.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

/** A real reading as the sound, so the copy carries speech, not a tone. */
const READING = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

/** A few seconds of test picture with the reading under it, written by ffmpeg with the codecs asked for. */
function makeVideo(dir: string, name: string, size: string, codecs: string[]): string {
  const path = join(dir, name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`, '-i', READING],
    ...['-t', '3', '-shortest', ...codecs, path],
  ]);
  return path;
}

describe('video that plays in the browser', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let mp4: { id: number; path: string };
  let mpg: { id: number; path: string };
  beforeAll(async () => {
    t = await createTestApp({}, { runWorker: true });
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
    const mpeg2 = ['-c:v', 'mpeg2video', '-c:a', 'mp2'];
    const mp4Path = makeVideo(t.dataDir, 'talk.mp4', '320x180', h264);
    const mpgPath = makeVideo(t.dataDir, 'talk.mpg', '640x360', mpeg2);
    mp4 = { id: await uploadFromDisk(t.app, alice.auth, mp4Path, 'talk.mp4'), path: mp4Path };
    mpg = { id: await uploadFromDisk(t.app, alice.auth, mpgPath, 'talk.mpg'), path: mpgPath };
  });
  afterAll(() => t.close());

  const item = async (id: number): Promise<TAudioItem> => {
    const res = await t.app.inject({ url: `/api/v1/audio/${id}`, headers: alice.auth });
    return ZAudioResponse.parse(res.json()).data;
  };
  const get = (url: string, session = alice, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${url}?token=${session.login.login_access_token}`, headers });

  it('plays an H.264/AAC MP4 as uploaded, by byte ranges, with a poster frame', async () => {
    expect((await item(mp4.id)).audio_video).toEqual({
      playback: 'original',
      progress: 100,
      poster: true,
      width: 320,
      height: 180,
    });
    const stream = await get(`/api/v1/audio/stream/${mp4.id}`, alice, { range: 'bytes=0-99' });
    expect(stream.statusCode).toBe(206);
    expect(stream.headers['content-type']).toBe('video/mp4');
    expect(stream.rawPayload.equals(readFileSync(mp4.path).subarray(0, 100))).toBe(true);

    const poster = await get(`/api/v1/audio/poster/${mp4.id}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe('private, max-age=3600');
    expect([...poster.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const jpeg = join(t.dataDir, 'poster.jpg');
    await writeFile(jpeg, poster.rawPayload);
    expect((await probeVideo('ffprobe', jpeg))?.video.width).toBe(320);
  });

  it('makes a web-playable MP4 of an MPEG-2 file, streamed instead of it; the download stays the original', async () => {
    expect((await item(mpg.id)).audio_video?.playback).toMatch(/preparing|copy/);
    await vi.waitFor(async () => expect((await item(mpg.id)).audio_video?.playback).toBe('copy'), {
      timeout: 60_000,
      interval: 200,
    });
    const video = (await item(mpg.id)).audio_video;
    expect(video).toMatchObject({ progress: 100, poster: true, width: 640, height: 360 });

    const stream = await get(`/api/v1/audio/stream/${mpg.id}`);
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('video/mp4');
    const copy = join(t.dataDir, 'copy.mp4');
    await writeFile(copy, stream.rawPayload);
    const made = await probeVideo('ffprobe', copy);
    const original = await probeVideo('ffprobe', mpg.path);
    expect(made?.video.codec).toBe('h264');
    expect(made?.audioCodec).toBe('aac');
    expect(Math.abs((made?.durationSeconds ?? 0) - (original?.durationSeconds ?? 0))).toBeLessThan(0.2);
    const ranged = await get(`/api/v1/audio/stream/${mpg.id}`, alice, { range: 'bytes=10-19' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(stream.rawPayload.subarray(10, 20))).toBe(true);

    const download = await t.app.inject({ url: `/api/v1/audio/download/${mpg.id}`, headers: alice.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(readFileSync(mpg.path))).toBe(true);
  });

  it("answers 404 for another user's poster and stream", async () => {
    expect((await get(`/api/v1/audio/poster/${mp4.id}`, bob)).statusCode).toBe(404);
    expect((await get(`/api/v1/audio/stream/${mp4.id}`, bob)).statusCode).toBe(404);
  });

  it('gives a sound-only file no video and no poster', async () => {
    const id = await uploadFromDisk(t.app, alice.auth, READING, 'reading.wav');
    expect((await item(id)).audio_video).toBeNull();
    expect((await get(`/api/v1/audio/poster/${id}`)).statusCode).toBe(404);
  });

  it('shares a whole video with its picture and poster, and a clip as sound only', async () => {
    const now = new Date().toISOString();
    const blocks = JSON.stringify([]);
    const { id: transcriptId } = await t.ctx.db
      .insertInto('transcripts')
      .values({
        ...{ user_id: alice.user.user_id, audio_id: mpg.id, status: 'completed', progress: 100 },
        ...{ model_id: 1, language_id: 1, num_speakers_requested: 0, num_speakers: 0, data: blocks },
        ...{ error_message: null, created_at: now, updated_at: now },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const share = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/audio/transcript/${transcriptId}/share`,
        headers: alice.auth,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return ZShareLinkCreateResponse.parse(res.json()).data.share_link_path.slice('/s/'.length);
    };
    const whole = await share({});
    const opened = ZSharedTranscriptResponse.parse(
      (await t.app.inject({ url: `/api/v1/share/${whole}` })).json(),
    );
    expect(opened.data.share_video).toMatchObject({ playback: 'copy', poster: true, width: 640 });
    const audio = await t.app.inject({
      url: `/api/v1/share/${whole}/audio`,
      headers: { range: 'bytes=0-9' },
    });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toBe('video/mp4');
    const poster = await t.app.inject({ url: `/api/v1/share/${whole}/poster` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const clip = await share({ start: 0.5, end: 1.5 });
    const clipped = ZSharedTranscriptResponse.parse(
      (await t.app.inject({ url: `/api/v1/share/${clip}` })).json(),
    );
    expect(clipped.data.share_video).toBeNull();
    expect((await t.app.inject({ url: `/api/v1/share/${clip}/poster` })).statusCode).toBe(404);
  });

  it('deletes the copy and the poster with the file', async () => {
    const row = await t.ctx.db
      .selectFrom('audio')
      .select(['storage_key', 'playable_key', 'poster_key'])
      .where('id', '=', mpg.id)
      .executeTakeFirstOrThrow();
    const keys = [row.storage_key, row.playable_key, row.poster_key];
    expect(keys.every((key) => key !== null)).toBe(true);
    for (const key of keys) expect(await t.ctx.media.stat(key as string)).toBeDefined();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/audio/${mpg.id}`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    for (const key of keys) expect(await t.ctx.media.stat(key as string)).toBeUndefined();
    expect(await t.ctx.db.selectFrom('media_journal').selectAll().execute()).toEqual([]);
  });
});
