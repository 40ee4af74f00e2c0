import { wordSpeakerError } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, wordsWithSpeakers } from '../../src/test-support/conversations.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

// Issue 12's targets through the API, on real speech, with the speaker count left to the server:
// two-party meeting excerpts (AMI) come back as 2 speakers with at most 20% of their words on the wrong
// one, and a single reader stays one speaker.
describe('speakers of real conversations through the API', { timeout: 240_000 }, () => {
  let app: WorkerTestApp;
  beforeAll(async () => {
    app = await createWorkerTestApp();
  });
  afterAll(() => app.t.close());
  const transcribe = async (path: string, name: string) =>
    (await completedTranscript(app, path, name, { audio_transcript_num_speakers: 0 })).transcript;

  it.each(['dev00', 'dev01'])(
    'finds the 2 people of %s and puts at most 20% of words on the wrong one',
    async (id) => {
      const { path, reference } = conversation(id);
      const transcript = await transcribe(path, `${id}.flac`);
      const words = wordsWithSpeakers(transcript.audio_transcript_data);
      const score = wordSpeakerError(words, reference);
      console.log(
        `${id} through the API: ${transcript.audio_transcript_num_speakers} speakers, word speaker error ` +
          `${(score.error * 100).toFixed(1)}% of ${score.counted} words (${score.outside} outside the reference)`,
      );
      expect(transcript.audio_transcript_num_speakers).toBe(2);
      expect(score.counted).toBeGreaterThanOrEqual(30);
      expect(score.error).toBeLessThanOrEqual(0.2);
    },
  );

  it('keeps a single reader as one speaker', async () => {
    const transcript = await transcribe(speechFixtures().librivox.wav, 'reader.wav');
    const speakers = new Set(transcript.audio_transcript_data.map((b) => b.audio_transcript_data_speaker));
    console.log(`a single LibriVox reader through the API: ${speakers.size} speakers`);
    expect(transcript.audio_transcript_num_speakers).toBe(1);
    expect(speakers.size).toBe(1);
  });
});
