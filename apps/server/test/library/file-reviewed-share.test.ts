import { type TSegment, type TSpeakerBlock, ZAudioListResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLease } from '../../src/db/repositories/transcript-leases.js';
import { completeTranscript } from '../../src/db/repositories/transcript-lifecycle.js';
import { insertQueuedTranscript } from '../../src/db/repositories/transcripts.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** One speaker, two segments of 5 s each: verifying one makes the transcript 50% reviewed. */
const twoSegments = (): TSpeakerBlock[] => {
  const segment = (id: number, text: string, start: number): TSegment => ({
    audio_transcript_data_segment_id: id,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: start,
    audio_transcript_data_segment_end_time: start + 5,
    audio_transcript_data_segment_verified: false,
    audio_transcript_data_segment_sa: null,
    audio_transcript_data_segment_words: [],
  });
  return [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: [segment(1, 'first half', 0), segment(2, 'second half', 5)],
    },
  ];
};

/**
 * A file's highest reviewed share is kept on its row (audio.reviewed_percent, migration 0047) by the writes that
 * change a transcript's share, in their transaction: an edit, a restore and a completion. The "least reviewed
 * first" list reads it.
 */
describe("a file's reviewed share on its row", () => {
  let t: TestApp;
  let alice: Session;
  let audioId: number;
  let edited: number;
  /** A file of its own at 20%, so the order of the list shows where the file under test stands. */
  let other: number;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    ({ audioId, transcriptId: edited } = await insertTranscript(
      t,
      alice.auth,
      alice.user.user_id,
      twoSegments(),
    ));
    ({ audioId: other } = await insertTranscript(t, alice.auth, alice.user.user_id, twoSegments()));
    await t.ctx.db.updateTable('audio').set({ reviewed_percent: 20 }).where('id', '=', other).execute();
  });
  afterAll(() => t.close());

  const column = async (id = audioId) =>
    (
      await t.ctx.db
        .selectFrom('audio')
        .select('reviewed_percent')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).reviewed_percent;
  const leastReviewedFirst = async () =>
    ZAudioListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio?sort=reviewed', headers: alice.auth })).json(),
    ).data.map((file) => file.audio_id);
  const verifyFirst = (verified: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${edited}`,
      headers: alice.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 1,
            audio_transcript_data_segment: [
              {
                audio_transcript_data_segment_id: 1,
                audio_transcript_data_segment_transcript: 'first half',
                audio_transcript_data_segment_verified: verified,
              },
            ],
          },
        ],
      },
    });

  it('follows an edit that verifies a segment, and one that takes the mark back', async () => {
    expect(await column()).toBe(0);
    expect(await leastReviewedFirst()).toEqual([audioId, other]);
    expect((await verifyFirst(true)).statusCode).toBe(200);
    expect(await column()).toBe(50);
    expect(await leastReviewedFirst()).toEqual([other, audioId]);
    expect((await verifyFirst(false)).statusCode).toBe(200);
    expect(await column()).toBe(0);
    expect(await leastReviewedFirst()).toEqual([audioId, other]);
  });

  it("is the highest of the file's transcripts: a second one completed, then the first edited and restored", async () => {
    const second = await insertQueuedTranscript(t.ctx.db, {
      user_id: alice.user.user_id,
      audio_id: audioId,
      model_id: 1,
      language_id: 1,
      num_speakers_requested: 1,
    });
    const lease = { token: 'worker-1' };
    expect(await acquireLease(t.ctx.db, second.id, lease, 5)).toBe('leased');
    const result = { blocks: twoSegments(), numSpeakers: 1, reviewedPercent: 30, unsureShare: null };
    expect(await completeTranscript(t.ctx.db, second.id, result, lease)).toBe(true);
    expect(await column()).toBe(30);
    expect(await leastReviewedFirst()).toEqual([other, audioId]);

    // The first transcript verified to 50%: above the second's 30%.
    expect((await verifyFirst(true)).statusCode).toBe(200);
    expect(await column()).toBe(50);
    // Its machine text restored (nothing verified): the file falls back to the second's 30%, not to 0.
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${edited}/revisions/1/restore`,
      headers: alice.auth,
    });
    expect(restored.statusCode).toBe(200);
    expect(await column()).toBe(30);
    expect(await column(other)).toBe(20);
  });

  it('a completion whose lease is gone stores nothing, the share included', async () => {
    const late = await insertQueuedTranscript(t.ctx.db, {
      user_id: alice.user.user_id,
      audio_id: audioId,
      model_id: 1,
      language_id: 1,
      num_speakers_requested: 1,
    });
    const result = { blocks: twoSegments(), numSpeakers: 1, reviewedPercent: 90, unsureShare: null };
    expect(await completeTranscript(t.ctx.db, late.id, result, { token: 'never-taken' })).toBe(false);
    expect(await column()).toBe(30);
  });
});
