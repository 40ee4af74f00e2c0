import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ZAudioResponse,
  ZLanguageListResponse,
  ZModelListResponse,
  ZTranscriptionStartResponse,
  ZTranscriptResponse,
} from '@transcribe/contract';
import { wordErrorRate } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { librivoxRepeated, transcriptEvents } from '../../src/test-support/speech.js';
import { librivoxClips, speechFixtures } from '../../src/test-support/speech-fixtures.js';
import type { TestApp } from '../../src/test-support/test-app.js';
import { FAST_MODEL, requestTranscription } from '../../src/test-support/transcripts.js';
import { createWorkerTestApp } from '../../src/test-support/worker-app.js';

describe('transcribing real speech through the API', { timeout: 180_000 }, () => {
  let t: TestApp;
  let base: string;
  let session: Session;
  beforeAll(async () => {
    ({ t, base, session } = await createWorkerTestApp());
  });
  afterAll(() => t.close());

  const uploadFile = (path: string, name: string) =>
    uploadFromDisk(t.app, session.auth, path, name, { language: 'en', mode: '1', diarize: 'false' });
  const start = (audioId: number, options: object = FAST_MODEL) =>
    requestTranscription(t.app, session.auth, audioId, options);
  const eventsUntilDone = (transcriptId: number) => transcriptEvents(base, session, transcriptId, 120_000);

  it('lists what this server really offers', async () => {
    const models = ZModelListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio/transcript/model', headers: session.auth })).json(),
    ).data;
    expect(models).toEqual([
      expect.objectContaining({
        audio_transcript_model_id: 1,
        audio_transcript_model_name: 'Fast',
        audio_transcript_model_description: 'Built-in speech recognition on this server, English',
        audio_transcript_model_languages: ['en'],
        audio_transcript_model_accuracy: { rank: 1, word_error_percent: 22.3, source: 'measured' },
      }),
    ]);
    const languages = ZLanguageListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio/transcript/language', headers: session.auth })).json(),
    ).data;
    expect(languages).toEqual([
      {
        audio_transcript_language_id: 1,
        audio_transcript_language_name: 'English',
        audio_transcript_language_iso_code: 'en',
        audio_transcript_language_icon: null,
      },
    ]);
  });

  it('transcribes a WAV of a real reader, with live progress, to within 28% WER', async () => {
    const { wav: path, reference } = speechFixtures().librivox;
    const audioId = await uploadFile(path, 'austen.wav');
    const res = await start(audioId);
    expect(res.statusCode, res.body).toBe(201);
    const started = ZTranscriptionStartResponse.parse(res.json()).data;
    expect(started).toMatchObject({
      audio_transcript_status: 'queued',
      transcript_progress_percent: 0,
      audio_transcript_num_speakers: 1,
    });
    const listed = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: session.auth })).json(),
    ).data;
    expect(listed.audio_transcript[0]?.audio_transcript_id).toBe(started.audio_transcript_id);

    // Two tabs of the same user: both follow the job.
    const [events, otherTab] = await Promise.all([
      eventsUntilDone(started.audio_transcript_id),
      eventsUntilDone(started.audio_transcript_id),
    ]);
    for (const stream of [events, otherTab]) {
      expect(stream.at(-1)).toMatchObject({
        id: started.audio_transcript_id,
        status: 'completed',
        progress: 100,
      });
      const progress = stream.map((e) => e.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    }
    // A sign of life at least every 2 s while it runs (a little slack for a loaded test machine).
    const running = events.filter((e) => e.status === 'transcribing');
    const gaps = running.slice(1).map((e, i) => e.at - (running[i]?.at ?? e.at));
    expect(Math.max(0, ...gaps)).toBeLessThan(2500);

    const read = await t.app.inject({
      url: `/api/v1/audio/transcript/${started.audio_transcript_id}`,
      headers: session.auth,
    });
    const data = ZTranscriptResponse.parse(read.json()).data;
    const segments = data.audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment);
    const duration = listed.audio_duration;
    let last = 0;
    for (const segment of segments) {
      expect(segment.audio_transcript_data_segment_start_time).toBeGreaterThanOrEqual(last);
      expect(segment.audio_transcript_data_segment_end_time).toBeLessThanOrEqual(duration + 0.05);
      expect(segment.audio_transcript_data_segment_transcript).toMatch(/^[A-Z]/);
      last = segment.audio_transcript_data_segment_start_time;
    }
    const hypothesis = segments.map((s) => s.audio_transcript_data_segment_transcript).join(' ');
    const wer = wordErrorRate(reference, hypothesis);
    console.log(
      `API transcription of ${duration.toFixed(1)} s of LibriVox speech: WER ${(wer.wer * 100).toFixed(1)}%`,
    );
    expect(wer.wer).toBeLessThanOrEqual(0.28);
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: session.auth })).json(),
    ).data;
    expect(item.audio_transcript[0]).toMatchObject({
      audio_transcript_status: 'completed',
      transcript_progress_percent: 100,
    });
  });

  it('transcribes the same speech inside an MP4 video and a WebM file', async () => {
    for (const format of ['mp4', 'webm'] as const) {
      const { [format]: path, reference } = speechFixtures().librivox;
      const audioId = await uploadFile(path, `austen.${format}`);
      const transcriptId = ZTranscriptionStartResponse.parse((await start(audioId)).json()).data
        .audio_transcript_id;
      expect((await eventsUntilDone(transcriptId)).at(-1)?.status).toBe('completed');
      const data = ZTranscriptResponse.parse(
        (
          await t.app.inject({ url: `/api/v1/audio/transcript/${transcriptId}`, headers: session.auth })
        ).json(),
      ).data;
      const text = data.audio_transcript_data.flatMap((b) =>
        b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
      );
      expect(wordErrorRate(reference, text.join(' ')).wer, format).toBeLessThanOrEqual(0.35);
    }
  });

  it('saves edits: texts, speaker names, word times kept where words survive', async () => {
    const audioId = await uploadFile(speechFixtures().librivox.wav, 'edit-me.wav');
    const transcriptId = ZTranscriptionStartResponse.parse((await start(audioId)).json()).data
      .audio_transcript_id;
    await eventsUntilDone(transcriptId);
    const url = `/api/v1/audio/transcript/${transcriptId}`;
    const before = ZTranscriptResponse.parse(
      (await t.app.inject({ url, headers: session.auth })).json(),
    ).data;
    const block = before.audio_transcript_data[0];
    const segment = block?.audio_transcript_data_segment[0];
    if (!block || !segment) throw new Error('no segment to edit');
    const edited = `${segment.audio_transcript_data_segment_transcript} Indeed, wonderful.`;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url, headers: session.auth, payload });
    const res = await put({
      audio_transcript_data: [
        {
          audio_transcript_data_id: block.audio_transcript_data_id,
          audio_transcript_data_speaker: 'Narrator',
          audio_transcript_data_segment: [
            {
              audio_transcript_data_segment_id: segment.audio_transcript_data_segment_id,
              audio_transcript_data_segment_transcript: edited,
            },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = ZTranscriptResponse.parse((await t.app.inject({ url, headers: session.auth })).json()).data;
    const changed = after.audio_transcript_data[0]?.audio_transcript_data_segment[0];
    expect(after.audio_transcript_data[0]?.audio_transcript_data_speaker).toBe('Narrator');
    expect(changed?.audio_transcript_data_segment_transcript).toBe(edited);
    const oldWords = segment.audio_transcript_data_segment_words;
    expect(
      changed?.audio_transcript_data_segment_words.slice(0, oldWords.length).map((w) => w.start),
    ).toEqual(oldWords.map((w) => w.start));
    expect(changed?.audio_transcript_data_segment_words.at(-1)?.word).toBe('wonderful.');
    expect(changed?.audio_transcript_data_segment_start_time).toBe(
      segment.audio_transcript_data_segment_start_time,
    );

    const unknown = await put({
      audio_transcript_data: [{ audio_transcript_data_id: 999, audio_transcript_data_segment: [] }],
    });
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown speaker block id 999.',
    });
    const tooLong = await put({
      audio_transcript_data: [
        {
          audio_transcript_data_id: block.audio_transcript_data_id,
          audio_transcript_data_segment: [
            {
              audio_transcript_data_segment_id: segment.audio_transcript_data_segment_id,
              audio_transcript_data_segment_transcript: 'x'.repeat(10_001),
            },
          ],
        },
      ],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('at most 10000 characters');
  });

  it('stops a running transcription when its audio is deleted, and leaves nothing behind', async () => {
    const audioId = await uploadFile(librivoxRepeated(3), 'deleted.wav');
    const transcriptId = ZTranscriptionStartResponse.parse((await start(audioId)).json()).data
      .audio_transcript_id;
    const row = () =>
      t.ctx.db.selectFrom('transcripts').select('progress').where('id', '=', transcriptId).executeTakeFirst();
    await vi.waitFor(async () => expect((await row())?.progress).toBeGreaterThanOrEqual(12), {
      timeout: 60_000,
      interval: 100,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${audioId}`,
      headers: session.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await row()).toBeUndefined();
    // Its job is gone with it (embedded) or settled by the worker (pg-boss), never left running.
    await vi.waitFor(async () => {
      const open = (await jobsOfTranscript(t.ctx, transcriptId)).filter((j) => j.status === 'running');
      expect(open).toEqual([]);
    });
    await vi.waitFor(() => expect(readdirSync(join(t.dataDir, 'tmp'))).toEqual([]), { timeout: 10_000 });
    // The worker is free again for the next file.
    const next = await uploadFile(librivoxClips()[1]?.path ?? '', 'next.wav');
    const nextId = ZTranscriptionStartResponse.parse((await start(next)).json()).data.audio_transcript_id;
    expect((await eventsUntilDone(nextId)).at(-1)?.status).toBe('completed');
  });
});
