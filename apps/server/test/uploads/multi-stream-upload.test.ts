import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZTranscriptionStartResponse, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioById } from '../../src/db/repositories/audio.js';
import { mediaDeps } from '../../src/services/core/media-journal.js';
import { checkMedia, differenceCount } from '../../src/services/uploads/media-check.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { mediaFixtures } from '../../src/test-support/media-fixtures.js';
import { transcriptEvents } from '../../src/test-support/speech.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { FAST_MODEL, requestTranscription } from '../../src/test-support/transcripts.js';
import { createWorkerTestApp, type WorkerTestApp } from '../../src/test-support/worker-app.js';

const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison';
/** A meeting tool's recording: each person's stream, where they start speaking and how long. */
const PEOPLE = [
  { title: 'Ada', path: librivoxClips()[0]?.path as string, offset: 0, seconds: 7.1 },
  { title: 'Grace', path: `${ALLISON}/vm-instructions.wav`, offset: 8, seconds: 7.27 },
];
const SECONDS = 16;
const tone = (hz: number, seconds = 2) => ['-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${seconds}`];
const colour = (seconds: number) => ['-f', 'lavfi', '-i', `color=c=blue:s=160x120:r=5:d=${seconds}`];

interface Streams {
  streams: { codec_type: string; codec_name: string; channels?: number }[];
}

describe('an upload with one audio stream a person becomes a file of tracks', { timeout: 240_000 }, () => {
  let app: WorkerTestApp;
  let dir: string;
  beforeAll(async () => {
    app = await createWorkerTestApp();
    dir = mkdtempSync(join(tmpdir(), 'multi-stream-'));
  });
  afterAll(async () => {
    await app.t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Makes a file with ffmpeg in the test's folder; its path. */
  const make = (name: string, args: string[]) => {
    const path = join(dir, name);
    execFileSync('ffmpeg', ['-nostdin', '-y', '-v', 'error', ...args, path]);
    return path;
  };
  const upload = (path: string, name: string) =>
    uploadFromDisk(app.t.app, app.session.auth, path, name, { language: 'en', mode: '1' });
  /** The stored item's row, and its file's streams as ffprobe sees them. */
  const stored = async (audioId: number) => {
    const row = await audioById(app.t.ctx.db, audioId);
    if (!row) throw new Error(`no audio ${audioId}`);
    const file = await app.t.ctx.media.localCopy(row.storage_key);
    try {
      const args = ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,channels', '-of', 'json'];
      const probe = JSON.parse(
        execFileSync('ffprobe', [...args, file.path], { encoding: 'utf8' }),
      ) as Streams;
      return { row, bytes: readFileSync(file.path), streams: probe.streams };
    } finally {
      await file.release();
    }
  };
  const audioStreams = (streams: Streams['streams']) => streams.filter((s) => s.codec_type === 'audio');

  it('a video with two people: one audio stream of two channels beside the same video, transcribed a speaker a person', async () => {
    const inputs = PEOPLE.flatMap((p) => ['-i', p.path]);
    const chains = PEOPLE.map((p, i) => `[${i + 1}:a]adelay=${p.offset * 1000}:all=1,apad[a${i}]`).join(';');
    const titles = PEOPLE.flatMap((p, i) => [`-metadata:s:a:${i}`, `title=${p.title}`]);
    const meeting = make('meeting.mkv', [
      ...colour(SECONDS),
      ...inputs,
      ...['-filter_complex', chains, '-map', '0:v', '-map', '[a0]', '-map', '[a1]', '-t', String(SECONDS)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'libopus', ...titles],
    ]);
    const id = await upload(meeting, 'meeting.mkv');
    const { row, streams } = await stored(id);
    expect(row.file_name).toBe('meeting.mkv');
    expect(row.mime_type).toBe('video/mp4');
    expect(row.has_video).toBe(1);
    expect(JSON.parse(row.track_names ?? 'null')).toEqual(['Ada', 'Grace']);
    expect(streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264'); // copied, not encoded
    expect(audioStreams(streams)).toEqual([{ codec_type: 'audio', codec_name: 'aac', channels: 2 }]);
    // The original's bytes are gone: the store holds the rows' files and nothing else.
    expect(differenceCount(await checkMedia(mediaDeps(app.t.ctx)))).toBe(0);

    const started = await requestTranscription(app.t.app, app.session.auth, id, {
      ...FAST_MODEL,
      audio_transcript_num_speakers: 0,
    });
    const transcriptId = ZTranscriptionStartResponse.parse(started.json()).data.audio_transcript_id;
    const events = await transcriptEvents(app.base, app.session, transcriptId, 200_000);
    expect(events.at(-1)?.status).toBe('completed');
    const res = await app.t.app.inject({
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: app.session.auth,
    });
    const transcript = ZTranscriptResponse.parse(res.json()).data;
    expect(transcript.audio_transcript_produced_by?.speakers_by).toBe('channel');
    const blocks = transcript.audio_transcript_data;
    expect(new Set(blocks.map((b) => b.audio_transcript_data_speaker))).toEqual(new Set(['Ada', 'Grace']));
    for (const block of blocks) {
      const person = PEOPLE.find((p) => p.title === block.audio_transcript_data_speaker);
      for (const segment of block.audio_transcript_data_segment) {
        expect(segment.audio_transcript_data_segment_start_time).toBeGreaterThanOrEqual(
          (person?.offset ?? 0) - 0.1,
        );
        expect(segment.audio_transcript_data_segment_end_time).toBeLessThanOrEqual(
          (person?.offset ?? 0) + (person?.seconds ?? 0) + 0.1,
        );
      }
    }
  });

  it('audio streams without a video become FLAC, named by handler, language or number', async () => {
    const path = make('call.m4a', [
      ...[...tone(300), ...tone(500), ...tone(700)],
      ...['-map', '0', '-map', '1', '-map', '2', '-c:a', 'aac'],
      ...['-metadata:s:a:0', 'handler_name=Ada', '-metadata:s:a:1', 'language=fra'],
    ]);
    const { row, streams } = await stored(await upload(path, 'call.m4a'));
    expect(row.file_name).toBe('call.m4a');
    expect(row.mime_type).toBe('audio/flac');
    expect(JSON.parse(row.track_names ?? 'null')).toEqual(['Ada', 'fra', 'Track 3']);
    expect(streams).toEqual([{ codec_type: 'audio', codec_name: 'flac', channels: 3 }]);
  });

  it('a browser recording (VP8) stays WebM, its people in one Opus stream', async () => {
    const path = make('call.webm', [
      ...[...colour(2), ...tone(300), ...tone(500)],
      ...[
        '-map',
        '0',
        '-map',
        '1',
        '-map',
        '2',
        '-c:v',
        'libvpx',
        '-deadline',
        'realtime',
        '-c:a',
        'libopus',
      ],
      ...['-metadata:s:a:0', 'title=Ada', '-metadata:s:a:1', 'title=Ada'],
    ]);
    const { row, streams } = await stored(await upload(path, 'call.webm'));
    expect(row.mime_type).toBe('video/webm');
    expect(JSON.parse(row.track_names ?? 'null')).toEqual(['Ada', 'Ada 2']); // two of a name stay two
    expect(streams.map((s) => [s.codec_name, s.channels])).toEqual([
      ['vp8', undefined],
      ['opus', 2],
    ]);
  });

  it('keeps as they came: one audio stream, nine of them, and a video MP4 cannot hold', async () => {
    const nine = [300, 350, 400, 450, 500, 550, 600, 650, 700];
    const kept = [
      { name: 'clip.mp4', path: join(mediaFixtures(), 'clip.mp4') },
      {
        name: 'nine.mka',
        path: make('nine.mka', [
          ...nine.flatMap((hz) => tone(hz)),
          ...nine.flatMap((_, i) => ['-map', `${i}`]),
        ]),
      },
      {
        name: 'lossless.mkv',
        path: make('lossless.mkv', [
          ...[...colour(2), ...tone(300), ...tone(500)],
          ...['-map', '0', '-map', '1', '-map', '2', '-c:v', 'ffv1', '-c:a', 'flac'],
        ]),
      },
    ];
    for (const file of kept) {
      const { row, bytes } = await stored(await upload(file.path, file.name));
      expect(row.track_names).toBeNull();
      expect(bytes.equals(readFileSync(file.path))).toBe(true);
    }
    expect(differenceCount(await checkMedia(mediaDeps(app.t.ctx)))).toBe(0);
  });
});
