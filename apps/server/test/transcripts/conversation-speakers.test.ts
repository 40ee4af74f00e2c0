import { mostlyUnsure, ZSpeakerStatsResponse } from '@transcribe/contract';
import { wordSpeakerError } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { conversation, wordsWithSpeakers } from '../../src/test-support/conversations.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';
import { splitSentences } from '../../src/text/insights/sentences.js';
import { transcriptSentences } from '../../src/text/insights/transcript-sentences.js';

// Issue 12's targets through the API, on real speech, with the speaker count left to the server:
// two-party meeting excerpts (AMI) come back as 2 speakers with at most 20% of their words on the wrong
// one, and a single reader stays one speaker.
describe('speakers of real conversations through the API', { timeout: 240_000 }, () => {
  let app: WorkerTestApp;
  beforeAll(async () => {
    app = await createWorkerTestApp();
  });
  afterAll(() => app.t.close());
  let transcriptId = 0;
  const transcribe = async (path: string, name: string) => {
    const done = await completedTranscript(app, path, name, { audio_transcript_num_speakers: 0 });
    transcriptId = done.id;
    return done.transcript;
  };

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

      // Who spoke how much: both people, their talk summing to the speech time (plus what they said at once).
      const stats = ZSpeakerStatsResponse.parse(
        (
          await app.t.app.inject({
            url: `/api/v1/audio/transcript/${transcriptId}/speakers/stats`,
            headers: app.session.auth,
          })
        ).json(),
      ).data;
      console.log(`${id} speaker stats: ${JSON.stringify(stats)}`);
      expect(stats.speakers.map((s) => s.speaker).sort()).toEqual(
        [...new Set(transcript.audio_transcript_data.map((b) => b.audio_transcript_data_speaker))].sort(),
      );
      const talk = stats.speakers.reduce((sum, s) => sum + s.talk_seconds, 0);
      expect(Math.abs(talk - (stats.speech_seconds + stats.overlap_seconds))).toBeLessThanOrEqual(
        stats.speech_seconds * 0.01,
      );
      expect(stats.speech_seconds).toBeGreaterThan(10);
      expect(stats.duration_seconds).toBeCloseTo(30, 0);
      expect(stats.speakers.reduce((sum, s) => sum + s.talk_share, 0)).toBeCloseTo(1, 5);
      expect(stats.speakers.every((s) => s.turns >= 1 && (s.words_per_minute ?? 0) > 0)).toBe(true);
      // Another user's transcript: 404, as for one that does not exist.
      const stranger = await signUpAndLogIn(app.t.app);
      const foreign = await app.t.app.inject({
        url: `/api/v1/audio/transcript/${transcriptId}/speakers/stats`,
        headers: stranger.auth,
      });
      expect(foreign.statusCode).toBe(404);

      // The built-in engine hears a meeting badly, and the transcript says so: no sentiment is made up for
      // the segments it mostly did not hear, and the summary quotes none of its mostly unsure sentences.
      console.log(`${id} quality: ${JSON.stringify(transcript.audio_transcript_quality)}`);
      expect(transcript.audio_transcript_quality?.verdict).toBe('poor');
      const segments = transcript.audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment);
      const unsure = segments.filter((s) => mostlyUnsure(s.audio_transcript_data_segment_words));
      expect(unsure.length).toBeGreaterThan(0);
      for (const segment of unsure) expect(segment.audio_transcript_data_segment_sa).toBeNull();
      const summary = await app.t.app.inject({
        url: `/api/v1/audio/transcript/summary/${transcriptId}`,
        headers: app.session.auth,
      });
      const heard = transcriptSentences(transcript.audio_transcript_data, 'en');
      for (const quoted of splitSentences(summary.json().data.audio_transcript_summary, 'en')) {
        const sentence = heard.find((s) => s.text.toLowerCase() === quoted.replace(/\.$/, '').toLowerCase());
        expect(sentence, quoted).toBeDefined();
        expect(sentence?.sure, quoted).toBeGreaterThanOrEqual(0.5);
      }
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
