import { ZAudioResponse, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

describe('PUT /api/v1/audio/transcript/{id}: speaker names', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  it('counts the speakers the saved names leave: merging two into one says 1 speaker everywhere', async () => {
    const [first] = textBlocks('Good morning.\nHow can I help?');
    const [second] = textBlocks('My order is late.');
    if (!first || !second) throw new Error('no blocks');
    const blocks = [
      first,
      { ...second, audio_transcript_data_id: 2, audio_transcript_data_speaker: 'Speaker 2' },
    ];
    const { audioId, transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, blocks);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: session.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 1,
            audio_transcript_data_speaker: 'Ana',
            audio_transcript_data_segment: [],
          },
          {
            audio_transcript_data_id: 2,
            audio_transcript_data_speaker: 'Ana',
            audio_transcript_data_segment: [],
          },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(ZTranscriptResponse.parse(put.json()).data.audio_transcript_num_speakers).toBe(1);
    const audio = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: session.auth })).json(),
    ).data;
    expect(audio.audio_transcript[0]?.audio_transcript_num_speakers).toBe(1);
  });
});
