import {
  type TSpeakerBlock,
  ZTranscriptResponse,
  ZTranscriptRevisionListResponse,
  ZTranscriptRevisionResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const texts = (blocks: TSpeakerBlock[]) =>
  blocks.flatMap((b) =>
    b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
  );

describe('transcript revisions', () => {
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
  const list = async (id: number, session = alice) =>
    ZTranscriptRevisionListResponse.parse(
      (await t.app.inject({ url: url(id, '/revisions'), headers: session.auth })).json(),
    ).data;
  const revision = async (id: number, n: number) =>
    ZTranscriptRevisionResponse.parse(
      (await t.app.inject({ url: url(id, `/revisions/${n}`), headers: alice.auth })).json(),
    ).data;
  /** Saves a new text for the first segment and a new name for the first speaker. */
  const edit = (id: number, text: string, speaker?: string) =>
    t.app.inject({
      method: 'PUT',
      url: url(id),
      headers: alice.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 1,
            ...(speaker ? { audio_transcript_data_speaker: speaker } : {}),
            audio_transcript_data_segment: [
              { audio_transcript_data_segment_id: 1, audio_transcript_data_segment_transcript: text },
            ],
          },
        ],
      },
    });

  it("keeps the machine's text retrievable after edits, numbered, with who and what changed", async () => {
    const machine = englishMeetingBlocks();
    const { transcriptId } = await insertTranscript(t, alice.auth, alice.user.user_id, machine);
    expect((await edit(transcriptId, 'First fix.', 'Dana')).statusCode).toBe(200);
    expect((await edit(transcriptId, 'Second fix.')).statusCode).toBe(200);

    const revisions = await list(transcriptId);
    expect(revisions.map((r) => [r.revision_number, r.revision_kind, r.revision_user_email])).toEqual([
      [1, 'machine', null],
      [2, 'edit', alice.email],
      [3, 'edit', alice.email],
    ]);
    expect(revisions[1]).toMatchObject({ revision_segments_changed: 1, revision_speakers_renamed: 1 });
    expect(revisions[2]).toMatchObject({ revision_segments_changed: 1, revision_speakers_renamed: 0 });
    const first = await revision(transcriptId, 1);
    expect(first.audio_transcript_data).toEqual(machine);
    expect(texts((await revision(transcriptId, 2)).audio_transcript_data)[0]).toBe('First fix.');
    expect(
      (await t.app.inject({ url: url(transcriptId, '/revisions/9'), headers: alice.auth })).json(),
    ).toEqual({ success: false, message: 'Revision not found.', code: 'NOT_FOUND' });
  });

  it('restores a whole revision as a new one, and the transcript reads as it did', async () => {
    const machine = englishMeetingBlocks();
    const { transcriptId } = await insertTranscript(t, alice.auth, alice.user.user_id, machine);
    await edit(transcriptId, 'Changed once.', 'Dana');
    const restored = await t.app.inject({
      method: 'POST',
      url: url(transcriptId, '/revisions/1/restore'),
      headers: alice.auth,
    });
    expect(restored.statusCode).toBe(200);
    const now = ZTranscriptResponse.parse(
      (await t.app.inject({ url: url(transcriptId), headers: alice.auth })).json(),
    ).data;
    expect(texts(now.audio_transcript_data)).toEqual(texts(machine));
    expect(now.audio_transcript_data[0]?.audio_transcript_data_speaker).toBe(
      machine[0]?.audio_transcript_data_speaker,
    );
    expect((await list(transcriptId)).at(-1)).toMatchObject({
      revision_number: 3,
      revision_kind: 'restore',
      revision_restored_from: 1,
      revision_segments_changed: 1,
      revision_speakers_renamed: 1,
    });
  });

  it('keeps a transcript saved before revisions existed as a baseline before its first save', async () => {
    const { transcriptId } = await insertTranscript(
      t,
      alice.auth,
      alice.user.user_id,
      englishMeetingBlocks(),
    );
    await t.ctx.db.deleteFrom('transcript_revisions').where('transcript_id', '=', transcriptId).execute();
    expect(await list(transcriptId)).toEqual([]);
    await edit(transcriptId, 'Edited.');
    expect((await list(transcriptId)).map((r) => r.revision_kind)).toEqual(['baseline', 'edit']);
    expect((await revision(transcriptId, 1)).audio_transcript_data).toEqual(englishMeetingBlocks());
  });

  it("gives another user a 404 for someone's revisions, and restores nothing for them", async () => {
    const { transcriptId } = await insertTranscript(
      t,
      alice.auth,
      alice.user.user_id,
      englishMeetingBlocks(),
    );
    const missing = { success: false, message: 'Transcript not found.', code: 'NOT_FOUND' };
    for (const [method, path] of [
      ['GET', '/revisions'],
      ['GET', '/revisions/1'],
      ['POST', '/revisions/1/restore'],
    ] as const) {
      const res = await t.app.inject({ method, url: url(transcriptId, path), headers: bob.auth });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual(missing);
    }
    expect(await list(transcriptId)).toHaveLength(1);
  });
});
