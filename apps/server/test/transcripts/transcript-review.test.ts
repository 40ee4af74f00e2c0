import {
  type TSpeakerBlock,
  ZAudioListResponse,
  ZTranscriptResponse,
  ZTranscriptRevisionListResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failAbandonedTranscript } from '../../src/services/transcripts/transcription-runs.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** Two speakers, three segments with timed words: "one two three" 0-3 s, "four five" 3.5-5 s, "six" 6-7 s. */
const machineBlocks = (): TSpeakerBlock[] => {
  const segment = (id: number, words: [string, number][]) => ({
    audio_transcript_data_segment_id: id,
    audio_transcript_data_segment_transcript: words.map(([w]) => w).join(' '),
    audio_transcript_data_segment_start_time: words[0]?.[1] ?? 0,
    audio_transcript_data_segment_end_time: (words.at(-1)?.[1] ?? 0) + 1,
    audio_transcript_data_segment_verified: false,
    audio_transcript_data_segment_sa: null,
    audio_transcript_data_segment_words: words.map(([word, start]) => ({
      word,
      start,
      end: start + 1,
      confidence: 0.2,
    })),
  });
  return [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: [
        segment(1, [
          ['one', 0],
          ['two', 1],
          ['three', 2],
        ]),
        segment(2, [
          ['four', 3.5],
          ['five', 4],
        ]),
      ],
    },
    {
      audio_transcript_data_id: 2,
      audio_transcript_data_speaker: 'Speaker 2',
      audio_transcript_data_segment: [segment(3, [['six', 6]])],
    },
  ];
};

describe('review: verified segments, layout edits and redo requests', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const url = (id: number, rest = '') => `/api/v1/audio/transcript/${id}${rest}`;
  const put = (id: number, segments: object[], blockId = 1, session = alice) =>
    t.app.inject({
      method: 'PUT',
      url: url(id),
      headers: session.auth,
      payload: {
        audio_transcript_data: [
          { audio_transcript_data_id: blockId, audio_transcript_data_segment: segments },
        ],
      },
    });
  /** A layout edit of block 1; block 2 (segment 3) listed as it is. */
  const layout = (id: number, segments: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: url(id),
      headers: alice.auth,
      payload: {
        audio_transcript_data: [
          { audio_transcript_data_id: 1, audio_transcript_data_segment: segments },
          {
            audio_transcript_data_id: 2,
            audio_transcript_data_segment: [
              { audio_transcript_data_segment_id: 3, audio_transcript_data_segment_transcript: 'six' },
            ],
          },
        ],
      },
    });
  const read = async (id: number) =>
    ZTranscriptResponse.parse((await t.app.inject({ url: url(id), headers: alice.auth })).json()).data;
  const segmentsOf = (blocks: TSpeakerBlock[]) => blocks.flatMap((b) => b.audio_transcript_data_segment);
  const reviewedInList = async (transcriptId: number) => {
    const list = ZAudioListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio', headers: alice.auth })).json(),
    );
    const item = list.data
      .flatMap((a) => a.audio_transcript)
      .find((x) => x.audio_transcript_id === transcriptId);
    return item?.audio_transcript_reviewed_percent;
  };
  const fresh = async () =>
    (await insertTranscript(t, alice.auth, alice.user.user_id, machineBlocks(), { durationSeconds: 8 }))
      .transcriptId;

  it('round-trips verified marks and answers the verified share of speech time in the file list', async () => {
    const id = await fresh();
    expect(
      segmentsOf((await read(id)).audio_transcript_data).map((s) => s.audio_transcript_data_segment_verified),
    ).toEqual([false, false, false]);
    expect(await reviewedInList(id)).toBe(0);
    const verify = {
      audio_transcript_data_segment_id: 1,
      audio_transcript_data_segment_transcript: 'one two three',
      audio_transcript_data_segment_verified: true,
    };
    expect((await put(id, [verify])).statusCode).toBe(200);
    const after = segmentsOf((await read(id)).audio_transcript_data);
    expect(after.map((s) => s.audio_transcript_data_segment_verified)).toEqual([true, false, false]);
    // A person checked its words: none is unsure any more; the others' stay as the engine gave them.
    expect(after.map((s) => s.audio_transcript_data_segment_words.map((w) => w.confidence))).toEqual([
      [1, 1, 1],
      [0.2, 0.2],
      [0.2],
    ]);
    // 3 s verified of 3 + 1.5 + 1 s of speech.
    expect(await reviewedInList(id)).toBe(54);
    // A payload without the mark leaves it as it was.
    await put(id, [
      { audio_transcript_data_segment_id: 1, audio_transcript_data_segment_transcript: 'one two tree' },
    ]);
    expect(
      segmentsOf((await read(id)).audio_transcript_data)[0]?.audio_transcript_data_segment_verified,
    ).toBe(true);
    await put(id, [
      {
        audio_transcript_data_segment_id: 2,
        audio_transcript_data_segment_transcript: 'four five',
        audio_transcript_data_segment_verified: true,
      },
    ]);
    await put(
      id,
      [
        {
          audio_transcript_data_segment_id: 3,
          audio_transcript_data_segment_transcript: 'six',
          audio_transcript_data_segment_verified: true,
        },
      ],
      2,
    );
    expect(await reviewedInList(id)).toBe(100);
    // Marking segments verified is recorded as a review of those segments; a change of text as an edit.
    const revisions = ZTranscriptRevisionListResponse.parse(
      (await t.app.inject({ url: url(id, '/revisions'), headers: alice.auth })).json(),
    ).data;
    expect(revisions.map((r) => [r.revision_kind, r.revision_segments_changed])).toEqual([
      ['machine', 0],
      ['review', 1],
      ['edit', 1],
      ['review', 1],
      ['review', 1],
    ]);
  });

  it('splits a segment at a word, merges neighbours and moves a boundary, words taken from the times', async () => {
    const id = await fresh();
    const split = await layout(id, [
      {
        audio_transcript_data_segment_id: 1,
        audio_transcript_data_segment_transcript: 'one',
        audio_transcript_data_segment_start_time: 0,
        audio_transcript_data_segment_end_time: 1,
      },
      {
        audio_transcript_data_segment_transcript: 'two three',
        audio_transcript_data_segment_start_time: 1,
        audio_transcript_data_segment_end_time: 3,
      },
      { audio_transcript_data_segment_id: 2, audio_transcript_data_segment_transcript: 'four five' },
    ]);
    expect(split.statusCode).toBe(200);
    let blocks = (await read(id)).audio_transcript_data;
    expect(
      segmentsOf(blocks).map((s) => [
        s.audio_transcript_data_segment_id,
        s.audio_transcript_data_segment_transcript,
        s.audio_transcript_data_segment_start_time,
        s.audio_transcript_data_segment_end_time,
      ]),
    ).toEqual([
      [1, 'one', 0, 1],
      [4, 'two three', 1, 3],
      [2, 'four five', 3.5, 5],
      [3, 'six', 6, 7],
    ]);
    expect(
      segmentsOf(blocks)[1]?.audio_transcript_data_segment_words.map((w) => [w.word, w.start, w.confidence]),
    ).toEqual([
      ['two', 1, 0.2],
      ['three', 2, 0.2],
    ]);
    // Merge 4 into 1 (4 left out) and pull segment 2's start back to 3.2 s.
    const merged = await layout(id, [
      {
        audio_transcript_data_segment_id: 1,
        audio_transcript_data_segment_transcript: 'one two three',
        audio_transcript_data_segment_start_time: 0,
        audio_transcript_data_segment_end_time: 3,
      },
      {
        audio_transcript_data_segment_id: 2,
        audio_transcript_data_segment_transcript: 'four five',
        audio_transcript_data_segment_start_time: 3.2,
        audio_transcript_data_segment_end_time: 5,
      },
    ]);
    expect(merged.statusCode).toBe(200);
    blocks = (await read(id)).audio_transcript_data;
    expect(segmentsOf(blocks).map((s) => s.audio_transcript_data_segment_id)).toEqual([1, 2, 3]);
    expect(segmentsOf(blocks)[0]?.audio_transcript_data_segment_words.map((w) => w.word)).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect(segmentsOf(blocks)[1]?.audio_transcript_data_segment_start_time).toBe(3.2);
    const revisions = ZTranscriptRevisionListResponse.parse(
      (await t.app.inject({ url: url(id, '/revisions'), headers: alice.auth })).json(),
    ).data;
    expect(revisions.map((r) => [r.revision_kind, r.revision_segments_changed])).toEqual([
      ['machine', 0],
      ['edit', 2],
      ['edit', 3],
    ]);
  });

  it('refuses layouts out of order, overlapping, reusing an id or a new segment without times', async () => {
    const id = await fresh();
    const base = { audio_transcript_data_segment_transcript: 'x' };
    const cases: [object[], string][] = [
      [
        [
          { ...base, audio_transcript_data_segment_id: 2 },
          { ...base, audio_transcript_data_segment_id: 1, audio_transcript_data_segment_start_time: 0 },
        ],
        'Segments must be in time order and must not overlap.',
      ],
      [
        [
          { ...base, audio_transcript_data_segment_id: 1, audio_transcript_data_segment_end_time: 4 },
          { ...base, audio_transcript_data_segment_id: 2 },
        ],
        'Segments must be in time order and must not overlap.',
      ],
      [
        [
          { ...base, audio_transcript_data_segment_id: 1, audio_transcript_data_segment_start_time: 0 },
          { ...base, audio_transcript_data_segment_id: 1 },
        ],
        'Segment id 1 appears twice.',
      ],
      [
        [{ ...base, audio_transcript_data_segment_id: 1, audio_transcript_data_segment_start_time: 0 }, base],
        'A new segment needs its start and end time.',
      ],
      [
        [
          {
            ...base,
            audio_transcript_data_segment_id: 1,
            audio_transcript_data_segment_start_time: 2,
            audio_transcript_data_segment_end_time: 2,
          },
        ],
        'A segment must end after it starts (2 to 2 s).',
      ],
    ];
    for (const [segments, message] of cases) {
      const response = await put(id, segments);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect((await read(id)).audio_transcript_data).toEqual(machineBlocks());
  });

  it('queues a redo that keeps the text until it ends; cancelled or failed, it leaves the transcript as it was', async () => {
    const id = await fresh();
    const edited = await put(id, [
      {
        audio_transcript_data_segment_id: 1,
        audio_transcript_data_segment_transcript: 'won two three',
        audio_transcript_data_segment_verified: true,
      },
    ]);
    expect(edited.statusCode).toBe(200);
    const before = await read(id);
    const redo = await t.app.inject({
      method: 'POST',
      url: url(id, '/reprocess'),
      headers: alice.auth,
      payload: { start: 3.6, end: 4.2 },
    });
    expect(redo.statusCode).toBe(200);
    expect(redo.json().data).toMatchObject({
      audio_transcript_status: 'queued',
      audio_transcript_reviewed_percent: 54,
    });
    const row = await t.ctx.db
      .selectFrom('transcripts')
      .select(['redo', 'data'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Grown to the whole segment it touches, in the transcript's own mode and language.
    expect(JSON.parse(row.redo ?? 'null')).toEqual({
      kind: 'range',
      start: 3.5,
      end: 5,
      model_id: 1,
      language_id: 1,
    });
    // Readable meanwhile, as it was; a save waits until the redo is done.
    const during = (await t.app.inject({ url: url(id), headers: alice.auth })).json();
    expect(during.data).toMatchObject({ audio_transcript_status: 'queued' });
    expect(during.data.audio_transcript_data).toEqual(before.audio_transcript_data);
    const save = await t.app.inject({
      method: 'PUT',
      url: url(id),
      headers: alice.auth,
      payload: { audio_transcript_data: [] },
    });
    expect(save.json()).toMatchObject({ code: 'TRANSCRIPT_NOT_READY' });
    const cancel = await t.app.inject({ method: 'POST', url: url(id, '/cancel'), headers: alice.auth });
    expect(cancel.json().data).toMatchObject({ audio_transcript_status: 'completed' });
    expect(await read(id)).toEqual(before);

    const speakers = await t.app.inject({
      method: 'POST',
      url: url(id, '/redo-speakers'),
      headers: alice.auth,
      payload: { audio_transcript_num_speakers: 3 },
    });
    expect(speakers.statusCode).toBe(200);
    expect(await failAbandonedTranscript(t.ctx, id, 'The worker died.')).toBe(true);
    expect(await read(id)).toEqual(before);
  });

  it("refuses bad ranges and models, and answers 404 for another user's transcript", async () => {
    const id = await fresh();
    const post = (rest: string, payload: object, session = alice) =>
      t.app.inject({ method: 'POST', url: url(id, rest), headers: session.auth, payload });
    expect((await post('/reprocess', { start: 5, end: 5 })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'end must be after start.',
    });
    expect((await post('/reprocess', { start: 9, end: 12 })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The range starts after the recording ends (8.0 s).',
    });
    expect((await post('/reprocess', { start: 0, end: 2, audio_transcript_model_id: 99 })).statusCode).toBe(
      400,
    );
    expect((await post('/redo-speakers', { audio_transcript_num_speakers: 11 })).statusCode).toBe(400);
    expect((await post('/reprocess', { start: 0, end: 2 }, bob)).statusCode).toBe(404);
    expect((await post('/redo-speakers', { audio_transcript_num_speakers: 2 }, bob)).statusCode).toBe(404);
    expect(
      (
        await put(
          id,
          [
            {
              audio_transcript_data_segment_id: 1,
              audio_transcript_data_segment_transcript: 'x',
              audio_transcript_data_segment_verified: true,
            },
          ],
          1,
          bob,
        )
      ).statusCode,
    ).toBe(404);
    expect((await read(id)).audio_transcript_data).toEqual(machineBlocks());
  });
});
