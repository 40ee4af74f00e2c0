import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TSpeakerBlock, type TVideoExport, ZVideoExportResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertVideoExport } from '../../src/db/repositories/video-exports.js';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscriptRow } from '../../src/test-support/transcripts.js';

const READING = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const SIZE = { width: 320, height: 180 };

/** One segment, from 0.5 s to 2 s: the subtitles are on the picture then, and not after. */
const BLOCKS: TSpeakerBlock[] = [
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: 'Ann',
    audio_transcript_data_segment: [
      {
        audio_transcript_data_segment_id: 1,
        audio_transcript_data_segment_transcript: 'Mister John Dashwood had leisure',
        audio_transcript_data_segment_start_time: 0.5,
        audio_transcript_data_segment_end_time: 2,
        audio_transcript_data_segment_verified: false,
        audio_transcript_data_segment_sa: null,
        audio_transcript_data_segment_words: [],
      },
    ],
  },
];

/** One frame at `seconds` as grey pixels, the mean difference of two of them (0-255). */
function frame(path: string, seconds: number): Buffer {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(seconds), '-i', path, '-frames:v', '1'],
    ...['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${SIZE.width}x${SIZE.height}`, 'pipe:1'],
  ]);
}
const difference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;

/** Burned-in subtitles (issue 44): a worker job drawing the transcript on the picture, followed to its MP4. */
describe('a video with its subtitles burned in', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let original: string;
  let transcriptId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { runWorker: true });
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    // A grey picture, so anything drawn on it shows; the reading as its sound.
    original = join(t.dataDir, 'talk.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=gray:size=${SIZE.width}x${SIZE.height}:rate=25`],
      ...['-i', READING, '-t', '3', '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', original],
    ]);
    const audioId = await uploadFromDisk(t.app, alice.auth, original, 'talk.mp4');
    transcriptId = await insertTranscriptRow(t, alice.user.user_id, audioId, BLOCKS);
  }, 60_000);
  afterAll(() => t.close());

  const start = (body: object, session = alice) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${transcriptId}/burned-video`,
      headers: session.auth,
      payload: body,
    });
  const read = async (id: number, session = alice) =>
    t.app.inject({ url: `/api/v1/video-export/${id}`, headers: session.auth });
  const exportOf = async (id: number): Promise<TVideoExport> =>
    ZVideoExportResponse.parse((await read(id)).json()).data;

  it('draws the words on the picture while they are said, and only then, in an MP4 as long as the file', async () => {
    const started = await start({ look: 'large', speakers: true });
    expect(started.statusCode, started.body).toBe(202);
    const queued = ZVideoExportResponse.parse(started.json()).data;
    expect(queued).toMatchObject({
      status: 'queued',
      look: 'large',
      speakers: true,
      file_name: 'talk (subtitled).mp4',
    });
    const done = await vi.waitFor(
      async () => {
        const now = await exportOf(queued.video_export_id);
        if (now.status === 'queued' || now.status === 'running') throw new Error(`still ${now.status}`);
        return now;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(done).toMatchObject({ status: 'completed', progress: 100, error: null });

    const download = await t.app.inject({
      url: `/api/v1/video-export/${queued.video_export_id}/download`,
      headers: alice.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('video/mp4');
    expect(download.headers['content-disposition']).toContain('filename="talk (subtitled).mp4"');
    const made = join(mkdtempSync(join(tmpdir(), 'burned-')), 'made.mp4');
    writeFileSync(made, download.rawPayload);
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', made], {
        encoding: 'utf8',
      }),
    ) as { streams: { codec_name: string }[]; format: { duration: string } };
    expect(probe.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(Math.abs(Number(probe.format.duration) - 3)).toBeLessThan(0.2);
    // While the segment is said its words are drawn; after it, the picture is the original's again.
    expect(difference(frame(made, 1.2), frame(original, 1.2))).toBeGreaterThan(3);
    expect(difference(frame(made, 2.6), frame(original, 2.6))).toBeLessThan(1);

    // A day later housekeeping removes the video; the export stays, without it.
    const report = await runHousekeeping(t.ctx, t.app.log, Date.now() + 25 * 60 * 60 * 1000);
    expect(report.expiredExports).toBeGreaterThanOrEqual(1);
    const gone = await t.app.inject({
      url: `/api/v1/video-export/${queued.video_export_id}/download`,
      headers: alice.auth,
    });
    expect(gone.statusCode).toBe(404);
    expect((await exportOf(queued.video_export_id)).status).toBe('completed');
  });

  it("cancels a waiting export, and is another user's to read or fetch in no way", async () => {
    // Waiting for a worker (written here without its job, so none takes it meanwhile).
    const audioId = (
      await t.ctx.db
        .selectFrom('transcripts')
        .select('audio_id')
        .where('id', '=', transcriptId)
        .executeTakeFirstOrThrow()
    ).audio_id;
    const waiting = await insertVideoExport(t.ctx.db, {
      userId: alice.user.user_id,
      audioId,
      transcriptId,
      look: 'plain',
      speakers: false,
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/video-export/${waiting.id}/cancel`,
      headers: alice.auth,
    });
    expect(ZVideoExportResponse.parse(cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      progress: 0,
    });
    const id = waiting.id;
    expect(
      (await t.app.inject({ url: `/api/v1/video-export/${id}/download`, headers: alice.auth })).statusCode,
    ).toBe(404);
    expect((await read(id, bob)).statusCode).toBe(404);
    const download = await t.app.inject({ url: `/api/v1/video-export/${id}/download`, headers: bob.auth });
    expect(download.statusCode).toBe(404);
    expect((await start({ look: 'plain' }, bob)).statusCode).toBe(404);
    expect((await start({ look: 'sparkly' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
