import { rmSync } from 'node:fs';
import { type TSpeakerBlock, ZLanguageListResponse, ZModelListResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { modelsDirWith } from '../../src/test-support/models-dir.js';
import { descendantCommands } from '../../src/test-support/processes.js';
import { librivoxRepeated } from '../../src/test-support/speech.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import { requestTranscription, transcriptAction } from '../../src/test-support/transcripts.js';
import { TRANSDUCER_NAME, TRANSDUCER_WORD } from '../../src/test-support/transducer-model.js';
import {
  completedTranscript,
  createWorkerTestApp,
  transcribeThroughApi,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

// The built-in accurate engine (sherpa-onnx NeMo transducers, the format of Parakeet TDT) through the API,
// with the transducer the tests build (test-support/transducer-model.ts: one word for each half second of
// speech) installed where `npm run models -- add parakeet-v3` puts the real one. The API over SQLite only:
// the engine never touches the database.

const ACCURATE = 101; // parakeet-v3's pinned mode id
const DETECT = 100; // "Detect language"
const words = (blocks: TSpeakerBlock[]) =>
  blocks.flatMap((b) =>
    b.audio_transcript_data_segment.flatMap((s) => s.audio_transcript_data_segment_words),
  );
/** Recogniser processes are `node -e` children of the worker, which runs in this process. */
// A recogniser is a Node process, which ps names by its main thread from Node 24 on.
const recognisers = () =>
  descendantCommands().filter((command) => command === 'node' || command === 'MainThread');

describe('the accurate engine with an installed model', { timeout: 180_000 }, () => {
  let app: WorkerTestApp;
  let modelsDir: string;
  beforeAll(async () => {
    modelsDir = modelsDirWith({ transducer: {} });
    app = await createWorkerTestApp({ MODELS_DIR: modelsDir, WORKER_CONCURRENCY: '2' });
  });
  afterAll(async () => {
    await app.t.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  it('is offered as a transcription mode with its languages', async () => {
    const models = ZModelListResponse.parse(
      (await app.t.app.inject({ url: '/api/v1/audio/transcript/model', headers: app.session.auth })).json(),
    ).data;
    expect(models.map((m) => [m.audio_transcript_model_id, m.audio_transcript_model_short_name])).toEqual([
      [1, 'Fast'],
      [ACCURATE, 'Accurate'],
    ]);
    expect(models[1]?.audio_transcript_model_name).toBe('Accurate (NVIDIA Parakeet TDT 0.6B v3 (int8))');
    expect(models[1]?.audio_transcript_model_languages).toEqual(
      expect.arrayContaining(['en', 'es', 'fr', 'de', 'it']),
    );
    const languages = ZLanguageListResponse.parse(
      (
        await app.t.app.inject({ url: '/api/v1/audio/transcript/language', headers: app.session.auth })
      ).json(),
    ).data.map((l) => l.audio_transcript_language_iso_code);
    expect(languages).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl']));
    // A multilingual model hears any of its languages: "Detect language" comes first, for it only.
    expect(languages[0]).toBe('auto');
    expect(models[1]?.audio_transcript_model_languages[0]).toBe('auto');
    expect(models[0]?.audio_transcript_model_languages).toEqual(['en']);
    // Ranked above the built-in engine, with the error rate its makers publish.
    expect(models.map((model) => model.audio_transcript_model_accuracy)).toEqual([
      { rank: 1, word_error_percent: 22.3, source: 'measured' },
      { rank: 3, word_error_percent: 6.34, source: 'makers' },
    ]);
  });

  it('detects the language where asked to, and refuses to with a model that cannot', async () => {
    const { wav } = speechFixtures().librivox;
    const audioId = await uploadFromDisk(app.t.app, app.session.auth, wav, 'detect.wav');
    const fast = await requestTranscription(app.t.app, app.session.auth, audioId, {
      audio_transcript_model_id: 1,
      audio_transcript_language_id: DETECT,
      audio_transcript_num_speakers: 1,
    });
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toMatchObject({
      code: 'MODEL_LANGUAGE_UNSUPPORTED',
      message: 'The Fast model cannot detect the language; choose one.',
    });
    const { transcript } = await completedTranscript(app, wav, 'detect.wav', {
      audio_transcript_model_id: ACCURATE,
      audio_transcript_language_id: DETECT,
    });
    // The test model writes English ("speech"); the transcript takes the language found.
    expect(transcript.audio_transcript_language_iso_code).toBe('en');
    expect(transcript.audio_transcript_produced_by?.language).toBe('en');
  });

  it('transcribes real speech with word timings and confidences, in pieces on two processes', async () => {
    const { transcript } = await completedTranscript(app, librivoxRepeated(3), 'reading.wav', {
      audio_transcript_model_id: ACCURATE,
      audio_transcript_language_id: 2, // Spanish: the model takes any of its languages
    });
    expect(transcript.audio_transcript_produced_by).toMatchObject({
      engine: 'sherpa-transducer',
      model: 'parakeet-v3',
      language: 'es',
    });
    const all = words(transcript.audio_transcript_data);
    // One word for each half second of speech in about 74 s of reading.
    expect(all.length).toBeGreaterThan(80);
    expect(new Set(all.map((w) => w.word.toLowerCase().replace(/\W/g, '')))).toEqual(
      new Set([TRANSDUCER_WORD]),
    );
    for (const [i, word] of all.entries()) {
      expect(word.end).toBeGreaterThan(word.start);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual((all[i - 1]?.end ?? 0) - 1e-6);
      expect(word.confidence).toBeGreaterThan(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...all.map((w) => w.end))).toBeLessThan(75); // the reading three times: 74 s
    // The model's probabilities come through: not every word is certain.
    expect(all.some((w) => w.confidence < 0.99)).toBe(true);
  });

  it("hears the person's vocabulary: a word it would not write otherwise wins as a hotword", async () => {
    const vocabulary = (words: string[]) =>
      app.t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/vocabulary',
        headers: app.session.auth,
        payload: { words },
      });
    expect((await vocabulary([TRANSDUCER_NAME, 'Zoë / Okafor: CEO'])).statusCode).toBe(200);
    try {
      const { wav } = speechFixtures().librivox;
      const { transcript } = await completedTranscript(app, wav, 'hotwords.wav', {
        audio_transcript_model_id: ACCURATE,
      });
      const written = new Set(words(transcript.audio_transcript_data).map((w) => w.word.toLowerCase()));
      expect(written).toEqual(new Set([TRANSDUCER_NAME]));
      expect(transcript.audio_transcript_produced_by?.vocabulary).toEqual([
        TRANSDUCER_NAME,
        'Zoë / Okafor: CEO',
      ]);
    } finally {
      await vocabulary([]);
    }
  });

  it('stops its recogniser processes at once when cancelled', async () => {
    const audioId = await uploadFromDisk(app.t.app, app.session.auth, librivoxRepeated(8), 'long.wav');
    const started = await requestTranscription(app.t.app, app.session.auth, audioId, {
      audio_transcript_model_id: ACCURATE,
      audio_transcript_language_id: 1,
      audio_transcript_num_speakers: 1,
    });
    const id = started.json().data.audio_transcript_id as number;
    await vi.waitFor(() => expect(recognisers().length).toBeGreaterThan(0), {
      timeout: 60_000,
      interval: 20,
    });
    expect((await transcriptAction(app.t.app, app.session.auth, id, 'cancel')).statusCode).toBe(200);
    await vi.waitFor(() => expect(recognisers()).toEqual([]), { timeout: 5000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const row = await app.t.ctx.db
      .selectFrom('transcripts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', data: null });
  });
});

describe('a corrupt model', { timeout: 120_000 }, () => {
  let app: WorkerTestApp;
  let modelsDir: string;
  beforeAll(async () => {
    modelsDir = modelsDirWith({ transducer: { corrupt: true } });
    app = await createWorkerTestApp({ MODELS_DIR: modelsDir });
  });
  afterAll(async () => {
    await app.t.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  it('fails the transcription with a message that says what to do, and the worker goes on', async () => {
    const { wav } = speechFixtures().librivox;
    const { id, events } = await transcribeThroughApi(app, wav, 'reading.wav', {
      audio_transcript_model_id: ACCURATE,
    });
    expect(events.at(-1)?.status).toBe('failed');
    const row = await app.t.ctx.db
      .selectFrom('transcripts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.error_message).toMatch(
      /^The speech model parakeet-v3 could not be loaded \(.*\); reinstall it: npm run models -- remove parakeet-v3, then add parakeet-v3\.$/,
    );
    const { transcript } = await completedTranscript(app, wav, 'reading-fast.wav');
    expect(words(transcript.audio_transcript_data).length).toBeGreaterThan(20);
  });
});
