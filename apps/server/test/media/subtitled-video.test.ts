import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript, insertTranscriptRow } from '../../src/test-support/transcripts.js';

const READING = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const SAID = 'Mister John Dashwood had then leisure to consider.';

/** Three seconds of test picture over a real reading, in the codecs asked for. */
function makeVideo(dir: string, name: string, codecs: string[]): string {
  const path = join(dir, name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-i', READING],
    ...['-t', '3', '-shortest', ...codecs, path],
  ]);
  return path;
}

/** ffprobe's view of a file: its streams' codecs, the subtitle stream's language, its duration. */
function probe(file: Buffer, extension: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'subtitled-')), `video.${extension}`);
  writeFileSync(path, file);
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path], {
      encoding: 'utf8',
    }),
  ) as {
    streams: { codec_type: string; codec_name: string; tags?: { language?: string } }[];
    format: { duration: string };
  };
  const subtitles = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', '0:s:0', '-f', extension === 'mp4' ? 'srt' : 'webvtt', 'pipe:1'],
    {
      encoding: 'utf8',
    },
  );
  return { ...out, subtitles };
}

/** "Video with subtitle track" (issue 44): the picture and sound copied, the transcript as a subtitle stream. */
describe('a video exported with its transcript as a subtitle track', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  /** A transcript of the file at `path`, written straight to the database (no recognition needed here). */
  async function transcribed(path: string, name: string): Promise<number> {
    const audioId = await uploadFromDisk(t.app, alice.auth, path, name);
    return insertTranscriptRow(t, alice.user.user_id, audioId, textBlocks(SAID));
  }
  const exportVideo = (id: number, session = alice, speakers = true) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/export/${id}/video`,
      headers: session.auth,
      payload: { audio_transcript_export_speakers: speakers },
    });

  it.each([
    [
      'MP4 (H.264, AAC)',
      'talk.mp4',
      ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      'mp4',
      ['h264', 'aac', 'mov_text'],
      'Speaker 1: Mister John Dashwood',
    ],
    [
      'WebM (VP9, Opus)',
      'talk.webm',
      ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'],
      'webm',
      ['vp9', 'opus', 'webvtt'],
      'Speaker 1: Mister John Dashwood',
    ],
  ])(
    '%s: the same picture and sound, the words as an English subtitle stream, named after the file',
    async (_, name, codecs, extension, expected, named) => {
      const path = makeVideo(t.dataDir, name, codecs as string[]);
      const id = await transcribed(path, name);
      const res = await exportVideo(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(`video/${extension}`);
      expect(res.headers['content-disposition']).toContain(`filename="talk (subtitles).${extension}"`);
      const made = probe(res.rawPayload, extension);
      expect(made.streams.map((s) => s.codec_name)).toEqual(expected);
      expect(made.streams.at(-1)?.tags?.language).toBe('eng');
      expect(Number(made.format.duration)).toBeCloseTo(3, 0);
      // From the start (a WebM's clock may begin a few ms in) to the end of the 3 s.
      expect(made.subtitles).toMatch(/00:00[,.]0\d\d --> (00:)?00:0[23][,.]\d{3}/);
      expect(made.subtitles).toContain(named);

      const plain = probe((await exportVideo(id, alice, false)).rawPayload, extension);
      expect(plain.subtitles).toContain('Mister John Dashwood');
      expect(plain.subtitles).not.toContain('Speaker 1');
      // Another user's transcript is not found, whatever it holds.
      expect((await exportVideo(id, bob)).statusCode).toBe(404);
    },
  );

  it('refuses a file without a picture, and a video whose web copy is still being made, saying why', async () => {
    const sound = await insertTranscript(t, alice.auth, alice.user.user_id, textBlocks(SAID));
    const noVideo = await exportVideo(sound.transcriptId);
    expect(noVideo.statusCode).toBe(409);
    expect(noVideo.json()).toMatchObject({ code: 'NO_VIDEO' });
    // MPEG-2 plays in no browser: without a worker here its copy stays "preparing".
    const mpg = makeVideo(t.dataDir, 'old.mpg', ['-c:v', 'mpeg2video', '-c:a', 'mp2']);
    const preparing = await exportVideo(await transcribed(mpg, 'old.mpg'));
    expect(preparing.statusCode).toBe(409);
    expect(preparing.json()).toMatchObject({
      code: 'VIDEO_NOT_READY',
      message: 'The video is still being prepared for the browser, or could not be: try again once it plays.',
    });
  });
});
