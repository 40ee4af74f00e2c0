import {
  type TSegment,
  type TSpeakerBlock,
  ZTranscriptResponse,
  ZTranscriptRevisionListResponse,
  ZUserResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librivoxRepeated, transcriptEvents } from '../../src/test-support/speech.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

const segmentsOf = (blocks: TSpeakerBlock[]) => blocks.flatMap((b) => b.audio_transcript_data_segment);

/** A real reading transcribed, edited and verified outside one stretch, then that stretch and its speakers redone. */
describe('redoing a stretch and the speakers of real speech', { timeout: 240_000 }, () => {
  let app: WorkerTestApp;
  let id: number;
  beforeAll(async () => {
    app = await createWorkerTestApp();
    ({ id } = await completedTranscript(app, librivoxRepeated(2), 'reading.wav'));
  });
  afterAll(() => app.t.close());

  const url = (rest = '') => `/api/v1/audio/transcript/${id}${rest}`;
  const read = async () =>
    ZTranscriptResponse.parse((await app.t.app.inject({ url: url(), headers: app.session.auth })).json())
      .data;
  const post = (rest: string, payload: object) =>
    app.t.app.inject({ method: 'POST', url: url(rest), headers: app.session.auth, payload });
  /** Posts a redo and waits for its last progress event. */
  const redo = async (rest: string, payload: object) => {
    const events = transcriptEvents(app.base, app.session, id, 120_000);
    const response = await post(rest, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect((await events).at(-1)?.status).toBe('completed');
    return read();
  };

  it('replaces only the segments in the range: edits and verified marks outside stay byte for byte', async () => {
    const machine = await read();
    const segments = segmentsOf(machine.audio_transcript_data);
    expect(segments.length).toBeGreaterThanOrEqual(3);
    const target = segments[1] as TSegment;
    // Every other segment corrected and verified by a person.
    const edit = await app.t.app.inject({
      method: 'PUT',
      url: url(),
      headers: app.session.auth,
      payload: {
        audio_transcript_data: machine.audio_transcript_data.map((block) => ({
          audio_transcript_data_id: block.audio_transcript_data_id,
          audio_transcript_data_segment: block.audio_transcript_data_segment
            .filter(
              (s) =>
                s !== target &&
                s.audio_transcript_data_segment_id !== target.audio_transcript_data_segment_id,
            )
            .map((s) => ({
              audio_transcript_data_segment_id: s.audio_transcript_data_segment_id,
              audio_transcript_data_segment_transcript: `${s.audio_transcript_data_segment_transcript} (checked)`,
              audio_transcript_data_segment_verified: true,
            })),
        })),
      },
    });
    expect(edit.statusCode).toBe(200);
    // The middle segment garbled by hand, so its redo shows.
    await app.t.app.inject({
      method: 'PUT',
      url: url(),
      headers: app.session.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: machine.audio_transcript_data.find((b) =>
              b.audio_transcript_data_segment.some(
                (s) => s.audio_transcript_data_segment_id === target.audio_transcript_data_segment_id,
              ),
            )?.audio_transcript_data_id,
            audio_transcript_data_segment: [
              {
                audio_transcript_data_segment_id: target.audio_transcript_data_segment_id,
                audio_transcript_data_segment_transcript: 'garbled',
              },
            ],
          },
        ],
      },
    });
    const before = segmentsOf((await read()).audio_transcript_data);
    const outside = before.filter(
      (s) => s.audio_transcript_data_segment_id !== target.audio_transcript_data_segment_id,
    );

    const after = await redo('/reprocess', {
      start: target.audio_transcript_data_segment_start_time + 0.2,
      end: target.audio_transcript_data_segment_end_time - 0.2,
    });
    const now = segmentsOf(after.audio_transcript_data);
    const kept = now.filter((s) =>
      outside.some((o) => o.audio_transcript_data_segment_id === s.audio_transcript_data_segment_id),
    );
    expect(JSON.stringify(kept)).toBe(JSON.stringify(outside));
    const redone = now.filter((s) => !kept.includes(s));
    expect(redone.length).toBeGreaterThan(0);
    for (const s of redone) {
      expect(s.audio_transcript_data_segment_start_time).toBeGreaterThanOrEqual(
        target.audio_transcript_data_segment_start_time,
      );
      expect(s.audio_transcript_data_segment_end_time).toBeLessThanOrEqual(
        target.audio_transcript_data_segment_end_time,
      );
      expect(s.audio_transcript_data_segment_id).toBeGreaterThan(
        Math.max(...before.map((b) => b.audio_transcript_data_segment_id)),
      );
      expect(s.audio_transcript_data_segment_words.length).toBeGreaterThan(0);
    }
    expect(redone.map((s) => s.audio_transcript_data_segment_transcript).join(' ')).not.toContain('garbled');
    expect(after.audio_transcript_produced_by).toEqual(machine.audio_transcript_produced_by);
    const revisions = ZTranscriptRevisionListResponse.parse(
      (await app.t.app.inject({ url: url('/revisions'), headers: app.session.auth })).json(),
    ).data;
    expect(revisions.map((r) => r.revision_kind)).toEqual(['machine', 'edit', 'edit', 'redo']);
  });

  it('tells the speakers apart again with a new count, every segment kept as it was', async () => {
    const before = segmentsOf((await read()).audio_transcript_data);
    const after = await redo('/redo-speakers', { audio_transcript_num_speakers: 2 });
    expect(JSON.stringify(segmentsOf(after.audio_transcript_data))).toBe(JSON.stringify(before));
    expect(after.audio_transcript_num_speakers).toBeLessThanOrEqual(2);
  });

  it('keeps the text readable while a redo runs, and says what is being done again', async () => {
    const before = await read();
    const item = async () =>
      (await app.t.app.inject({ url: `/api/v1/audio/${before.audio_id}`, headers: app.session.auth })).json()
        .data.audio_transcript[0];
    const events = transcriptEvents(app.base, app.session, id, 120_000);
    expect((await post('/reprocess', { start: 0, end: 5 })).statusCode).toBe(200);
    expect((await item()).audio_transcript_redo).toMatchObject({ kind: 'range', start: 0 });
    const during = await read();
    expect(['queued', 'transcribing']).toContain(during.audio_transcript_status);
    expect(JSON.stringify(during.audio_transcript_data)).toBe(JSON.stringify(before.audio_transcript_data));
    expect((await events).at(-1)?.status).toBe('completed');
    expect((await item()).audio_transcript_redo).toBeNull();
  });

  it('counts redos at most once a file a day against the plan: correcting a file never uses up a Free plan', async () => {
    const userId = app.session.user.user_id;
    await app.t.ctx.db.updateTable('users').set({ plan: 'free' }).where('id', '=', userId).execute();
    const usedToday = async () =>
      ZUserResponse.parse(
        (await app.t.app.inject({ url: '/api/v1/user/me', headers: app.session.auth })).json(),
      ).data.user_plan.user_plan_audio_upload_daily_usage;
    // The transcription counted today; the redos of the tests above and these cost nothing more.
    expect(await usedToday()).toBe(1);
    await redo('/redo-speakers', { audio_transcript_num_speakers: 1 });
    expect(await usedToday()).toBe(1);
    // Transcribed on another day: the first redo today counts once, the next ones not.
    await app.t.ctx.db
      .updateTable('transcripts')
      .set({ charged_day: '2026-01-01' })
      .where('id', '=', id)
      .execute();
    await redo('/redo-speakers', { audio_transcript_num_speakers: 2 });
    await redo('/redo-speakers', { audio_transcript_num_speakers: 1 });
    expect(await usedToday()).toBe(2);
  });
});
