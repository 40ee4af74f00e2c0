import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordSpeakerError } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosineClusters } from '../../src/pipeline/diarisation/cosine-clustering.js';
import {
  type Embed,
  SPEAKER_EMBEDDING_FILE,
  speakerEmbedder,
} from '../../src/pipeline/diarisation/speaker-embeddings.js';
import { pcmToFloats } from '../../src/pipeline/pcm.js';
import { wordsWithSpeakers } from '../../src/test-support/conversations.js';
import { modelsDirWithEmbedding } from '../../src/test-support/models-dir.js';
import {
  STATISTICS_MODEL_DIM,
  statisticsSpeakerModel,
} from '../../src/test-support/speaker-embedding-model.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

// The speaker-embedding path end to end with a real ONNX model: no trained one can be downloaded here, so
// the test builds a structurally valid one (test-support/speaker-embedding-model.ts: the long-term
// spectrum's shape of a stretch, not a trained network). sherpa-onnx loads it, reads its metadata,
// computes filterbank features and runs its graph; our code clusters the prints.
let modelsDir: string;
beforeAll(() => {
  modelsDir = modelsDirWithEmbedding(); // this file's own MODELS_DIR: the shared one never holds a model
});
afterAll(() => rmSync(modelsDir, { recursive: true, force: true }));

const STRETCH_SECONDS = 2.5;
const RATE = 16_000;

/** 2.5 s stretches of each turn of the four-voice conversation, and whose voice each is. */
function stretchesOfVoices(): { speaker: string; samples: Float32Array }[] {
  const { wav, turns } = speechFixtures().conversation;
  const samples = pcmToFloats(readFileSync(wav).subarray(44));
  return turns.flatMap((turn) => {
    const count = Math.floor((turn.end - turn.start) / STRETCH_SECONDS);
    return Array.from({ length: count }, (_, i) => {
      const from = Math.round((turn.start + i * STRETCH_SECONDS) * RATE);
      return { speaker: turn.speaker, samples: samples.subarray(from, from + STRETCH_SECONDS * RATE) };
    });
  });
}

function cosine(a: Float32Array, b: Float32Array): number {
  let [dot, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    const y = b[i] as number;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  });
  return dot / Math.sqrt(aa * bb);
}

describe('a sherpa-onnx speaker-embedding model in MODELS_DIR', () => {
  it('gives voice prints that are closer within one voice than between voices, and cluster by voice', async () => {
    const embed = (await speakerEmbedder(modelsDir)) as Embed;
    expect(embed).toBeTypeOf('function');
    const stretches = stretchesOfVoices();
    const prints = stretches.map((s) => embed(s.samples));
    for (const print of prints) expect(print).toHaveLength(STATISTICS_MODEL_DIM);
    const voices = [...new Set(stretches.map((s) => s.speaker))];
    expect(voices.length).toBeGreaterThanOrEqual(3);
    /** The mean similarity of the prints of voice a to those of voice b (pairs of different stretches). */
    const mean = (a: string, b: string) => {
      const values: number[] = [];
      for (let i = 0; i < prints.length; i++)
        for (let j = i + 1; j < prints.length; j++) {
          const [x, y] = [stretches[i]?.speaker, stretches[j]?.speaker];
          if ((x === a && y === b) || (x === b && y === a))
            values.push(cosine(prints[i] as Float32Array, prints[j] as Float32Array));
        }
      return values.reduce((sum, v) => sum + v, 0) / values.length;
    };
    const within = voices.map((v) => mean(v, v));
    const between = voices.flatMap((a, i) => voices.slice(i + 1).map((b) => mean(a, b)));
    console.log(
      `statistics model, mean cosine similarity of 2.5 s stretches: within ${voices.map((v, i) => `${v} ${within[i]?.toFixed(2)}`).join(', ')}; ` +
        `between voices ${between.map((s) => s.toFixed(2)).join(', ')}`,
    );
    expect(Math.max(...between)).toBeLessThan(Math.min(...within));
    // Estimating, the cosine clustering finds the voices: one group per voice, one voice per group.
    const labels = cosineClusters(prints, 0);
    const pairs = new Set(labels.map((label, i) => `${label}:${stretches[i]?.speaker}`));
    expect(new Set(labels).size).toBe(voices.length);
    expect(pairs.size).toBe(voices.length);
  });

  it.each(['framework', 'language'])(
    'refuses a model without the metadata key %s (a bare export) with a message: sherpa-onnx would exit',
    async (key) => {
      const dir = mkdtempSync(join(tmpdir(), 'transcribe-embedding-'));
      try {
        writeFileSync(join(dir, SPEAKER_EMBEDDING_FILE), statisticsSpeakerModel([key]));
        await expect(speakerEmbedder(dir)).rejects.toThrow(/could not be loaded; replace it, or remove it/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('transcribing with the embedding model through the API', { timeout: 240_000 }, () => {
  let app: WorkerTestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await createWorkerTestApp(
      { MODELS_DIR: modelsDir, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(() => app.t.close());

  /** Transcribes estimating the speaker count: the finished transcript and its timing log line. */
  async function transcribe(path: string, name: string) {
    const { id, transcript } = await completedTranscript(app, path, name, {
      audio_transcript_num_speakers: 0,
    });
    return { transcript, log: logLines.find((line) => line.includes(`transcript ${id} (`)) };
  }

  it('uses the model for a conversation of four people, and finds them', async () => {
    const { wav, turns } = speechFixtures().conversation;
    const { transcript, log } = await transcribe(wav, 'four-voices.wav');
    expect(log).toContain('voice prints from the embedding model campplus');
    const score = wordSpeakerError(wordsWithSpeakers(transcript.audio_transcript_data), turns);
    console.log(
      `four voices through the API with the statistics model: ${transcript.audio_transcript_num_speakers} ` +
        `speakers, word speaker error ${(score.error * 100).toFixed(1)}% of ${score.counted} words`,
    );
    expect(transcript.audio_transcript_num_speakers).toBeGreaterThanOrEqual(3);
    expect(transcript.audio_transcript_num_speakers).toBeLessThanOrEqual(5);
    expect(score.counted).toBeGreaterThanOrEqual(50);
    expect(score.error).toBeLessThanOrEqual(0.25);
  });

  it('keeps a single reader as one speaker', async () => {
    const { transcript, log } = await transcribe(speechFixtures().librivox.wav, 'reader.wav');
    expect(log).toContain('voice prints from the embedding model campplus');
    expect(transcript.audio_transcript_num_speakers).toBe(1);
    expect(new Set(transcript.audio_transcript_data.map((b) => b.audio_transcript_data_speaker)).size).toBe(
      1,
    );
  });
});
