import { ZSearchResponse, ZTranscriptionStartResponse, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { transcriptEvents } from '../../src/test-support/speech.js';
import type { TestApp } from '../../src/test-support/test-app.js';
import { FAST_MODEL, requestTranscription } from '../../src/test-support/transcripts.js';
import { createWorkerTestApp } from '../../src/test-support/worker-app.js';

/** A voice saying "front center" (alsa-utils), recognised by the real worker. */
const FRONT_CENTER = '/usr/share/sounds/alsa/Front_Center.wav';

describe('search follows a transcription the worker completes', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  let session: Session;
  beforeAll(async () => {
    ({ t, base, session } = await createWorkerTestApp());
  });
  afterAll(() => t.close());

  it('finds a recognised word as soon as the transcript is completed, at its segment', async () => {
    const audioId = await uploadFromDisk(t.app, session.auth, FRONT_CENTER, 'speaker check.wav');
    const search = async (q: string) =>
      ZSearchResponse.parse(
        (
          await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: session.auth })
        ).json(),
      ).data;
    const started = await requestTranscription(t.app, session.auth, audioId, FAST_MODEL);
    const transcriptId = ZTranscriptionStartResponse.parse(started.json()).data.audio_transcript_id;
    // Queued: the name is found, no text yet.
    expect((await search('speaker')).results[0]).toMatchObject({ audio_id: audioId, segments: [] });

    const events = await transcriptEvents(base, session, transcriptId, 100_000);
    expect(events.at(-1)?.status).toBe('completed');
    const data = ZTranscriptResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/transcript/${transcriptId}`, headers: session.auth })).json(),
    ).data;
    const segment = data.audio_transcript_data[0]?.audio_transcript_data_segment[0];
    const word = segment?.audio_transcript_data_segment_transcript.split(' ').find((w) => w.length >= 4);
    expect(word, 'a recognised word').toBeDefined();

    const found = await search(word as string);
    expect(found.results[0]).toMatchObject({
      audio_id: audioId,
      audio_transcript_id: transcriptId,
      segments: [
        expect.objectContaining({
          audio_transcript_data_segment_id: segment?.audio_transcript_data_segment_id,
          audio_transcript_data_segment_start_time: segment?.audio_transcript_data_segment_start_time,
        }),
      ],
    });
  });
});
