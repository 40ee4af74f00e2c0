import { ZAudioUploadResponse, ZTranscriptionStartResponse, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { transcriptEvents } from '../../src/test-support/speech.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import { FAST_MODEL, requestTranscription } from '../../src/test-support/transcripts.js';
import { createWorkerTestApp, type WorkerTestApp } from '../../src/test-support/worker-app.js';

const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison';
/** Three people's tracks of one conversation: the file, its name, where it starts, how long it lasts. */
const TRACKS = [
  { path: librivoxClips()[0]?.path as string, name: 'Ada.wav', offset: 0, seconds: 7.1 },
  { path: `${ALLISON}/vm-instructions.wav`, name: 'Grace.wav', offset: 8, seconds: 7.27 },
  { path: `${ALLISON}/vm-review.wav`, name: 'Ren.wav', offset: 16, seconds: 7.75 },
];

describe('several files, one conversation: tracks through the API', { timeout: 240_000 }, () => {
  let app: WorkerTestApp;
  beforeAll(async () => {
    app = await createWorkerTestApp();
  });
  afterAll(() => app.t.close());

  const tracks = (body: object, auth = app.session.auth) =>
    app.t.app.inject({ method: 'POST', url: '/api/v1/audio/tracks', headers: auth, payload: body });

  it('makes three tracks one recording whose transcript has three speakers named after the files, each at its time', async () => {
    const { auth } = app.session;
    const ids = [];
    for (const track of TRACKS)
      ids.push(await uploadFromDisk(app.t.app, auth, track.path, track.name, { language: 'en', mode: '1' }));

    // Bad requests first: an offset too few, another user's file (404, as a missing one).
    expect((await tracks({ audio_ids: ids, offsets: [0, 8] })).statusCode).toBe(400);
    const stranger = await signUpAndLogIn(app.t.app);
    expect((await tracks({ audio_ids: ids }, stranger.auth)).statusCode).toBe(404);

    const res = await tracks({ audio_ids: ids, offsets: TRACKS.map((t) => t.offset), remove_tracks: true });
    expect(res.statusCode).toBe(201);
    const item = ZAudioUploadResponse.parse(res.json()).data;
    expect(item.audio_file.file_name).toBe('Ada (tracks).flac');
    // The tracks' files went with the request.
    for (const id of ids)
      expect((await app.t.app.inject({ url: `/api/v1/audio/${id}`, headers: auth })).statusCode).toBe(404);

    const started = await requestTranscription(app.t.app, auth, item.audio_id, {
      ...FAST_MODEL,
      audio_transcript_num_speakers: 0,
      // The web app's names for a stereo call's channels: a file of tracks keeps its tracks' names.
      audio_transcript_channel_names: ['Left', 'Right'],
    });
    const id = ZTranscriptionStartResponse.parse(started.json()).data.audio_transcript_id;
    const events = await transcriptEvents(app.base, app.session, id, 200_000);
    expect(events.at(-1)?.status).toBe('completed');
    const transcript = ZTranscriptResponse.parse(
      (await app.t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: auth })).json(),
    ).data;
    expect(transcript.audio_transcript_produced_by?.speakers_by).toBe('channel');
    const blocks = transcript.audio_transcript_data;
    expect(new Set(blocks.map((b) => b.audio_transcript_data_speaker))).toEqual(
      new Set(['Ada', 'Grace', 'Ren']),
    );
    // Each speaker's segments lie within their track's time in the recording.
    for (const block of blocks) {
      const track = TRACKS.find((t) => t.name === `${block.audio_transcript_data_speaker}.wav`);
      for (const segment of block.audio_transcript_data_segment) {
        expect(segment.audio_transcript_data_segment_start_time).toBeGreaterThanOrEqual(
          (track?.offset ?? 0) - 0.1,
        );
        expect(segment.audio_transcript_data_segment_end_time).toBeLessThanOrEqual(
          (track?.offset ?? 0) + (track?.seconds ?? 0) + 0.1,
        );
      }
    }
  });
});
