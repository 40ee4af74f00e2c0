import { type TSpeakerBlock, ZSearchResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** Two speakers taking turns, one line each: Ann says the even lines, Ben the odd ones. */
function conversation(lines: string[]): TSpeakerBlock[] {
  return lines.map((line, i) => ({
    audio_transcript_data_id: i + 1,
    audio_transcript_data_speaker: i % 2 === 0 ? 'Ann' : 'Ben',
    audio_transcript_data_segment: [
      {
        audio_transcript_data_segment_id: i + 1,
        audio_transcript_data_segment_transcript: line,
        audio_transcript_data_segment_start_time: i * 10,
        audio_transcript_data_segment_end_time: i * 10 + 8,
        audio_transcript_data_segment_verified: false,
        audio_transcript_data_segment_sa: null,
        audio_transcript_data_segment_words: [],
      },
    ],
  }));
}

describe("a search hit's speaker", () => {
  let t: TestApp;
  let me: Session;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const segmentsFound = async (q: string) => {
    const res = await t.app.inject({ url: `/api/v1/search?q=${q}`, headers: me.auth });
    return ZSearchResponse.parse(res.json()).data.results.flatMap((hit) =>
      hit.segments.map((s) => [
        s.audio_transcript_data_segment_start_time,
        s.audio_transcript_data_segment_speaker,
      ]),
    );
  };

  it("is the name of the segment's speaker block, and follows a rename", async () => {
    const lines = [
      'Where is the ferry?',
      'The ferry left at noon.',
      'Then the next ferry.',
      'No more today.',
    ];
    const { transcriptId } = await insertTranscript(t, me.auth, me.user.user_id, conversation(lines));
    expect(await segmentsFound('ferry')).toEqual([
      [0, 'Ann'],
      [10, 'Ben'],
      [20, 'Ann'],
    ]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: me.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 2,
            audio_transcript_data_speaker: 'Captain Ben',
            audio_transcript_data_segment: [
              { audio_transcript_data_segment_id: 2, audio_transcript_data_segment_transcript: lines[1] },
            ],
          },
        ],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await segmentsFound('ferry')).toEqual([
      [0, 'Ann'],
      [10, 'Captain Ben'],
      [20, 'Ann'],
    ]);
  });
});
