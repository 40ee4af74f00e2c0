import {
  type TSpeakerBlock,
  ZAudioListResponse,
  ZCommentListResponse,
  ZCommentResponse,
  ZWebhookPayload,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertComment } from '../../src/db/repositories/comments.js';
import { type Auth, PASSWORD, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';
import { startWebhookReceiver } from '../../src/test-support/webhook-receiver.js';

const segment = (id: number, text: string, start: number, end: number) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_transcript: text,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: end,
  audio_transcript_data_segment_verified: false,
  audio_transcript_data_segment_sa: null,
  audio_transcript_data_segment_words: [],
});

const BLOCKS: TSpeakerBlock[] = [
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: 'Speaker 1',
    audio_transcript_data_segment: [segment(1, 'Hello and welcome.', 0, 5), segment(2, 'The plan.', 5, 12)],
  },
  {
    audio_transcript_data_id: 2,
    audio_transcript_data_speaker: 'Speaker 2',
    audio_transcript_data_segment: [segment(7, 'Thank you.', 30, 41)],
  },
];

describe('comments on transcript segments', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let transcriptId: number;
  let audioId: number;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    t = await createTestApp(
      { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1' },
      { runWorker: true },
    );
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    ({ audioId, transcriptId } = await insertTranscript(t, alice.auth, alice.user.user_id, BLOCKS, {
      fileName: 'standup.wav',
      durationSeconds: 45,
    }));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const post = (auth: Auth, payload: object, id = transcriptId) =>
    t.app.inject({ method: 'POST', url: `/api/v1/audio/transcript/${id}/comments`, headers: auth, payload });
  const patch = (auth: Auth, id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/comments/${id}`, headers: auth, payload });
  const remove = (auth: Auth, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}`, headers: auth });
  const list = async (auth: Auth = alice.auth) => {
    const res = await t.app.inject({
      url: `/api/v1/audio/transcript/${transcriptId}/comments`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ZCommentListResponse.parse(res.json()).data;
  };
  const openCount = async () => {
    const res = await t.app.inject({ url: '/api/v1/audio', headers: alice.auth });
    const item = ZAudioListResponse.parse(res.json()).data.find((a) => a.audio_id === audioId);
    return item?.audio_comment_count;
  };
  async function created(payload: object) {
    const res = await post(alice.auth, payload);
    expect(res.statusCode, res.body).toBe(201);
    return ZCommentResponse.parse(res.json()).data;
  }

  it('adds comments, lists them in time order with their author, and sends comment.created', async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/webhook',
      headers: alice.auth,
      payload: { webhook_url: receiver.url, webhook_events: ['comment.created'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const later = await created({ segment_id: 7, start: 31.37, end: 35.1, text: '  Check this number.  ' });
    expect(later).toMatchObject({
      comment_transcript_id: transcriptId,
      comment_segment_id: 7,
      comment_start: 31.37,
      comment_end: 35.1,
      comment_text: 'Check this number.',
      comment_author_id: alice.user.user_id,
      comment_author_email: alice.email,
      comment_is_own: true,
      comment_resolved: false,
      comment_resolved_at: null,
    });
    expect(later.comment_created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const earlier = await created({ segment_id: 1, start: 0.5, text: 'Nice opening.' });
    expect(earlier.comment_end).toBeNull();
    expect((await list()).map((c) => c.comment_id)).toEqual([earlier.comment_id, later.comment_id]);
    expect(await openCount()).toBe(2);

    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 20_000, interval: 100 });
    const payloads = receiver.received.map((r) => ZWebhookPayload.parse(JSON.parse(r.body)));
    const first = payloads.find((p) => p.data.comment?.comment_id === later.comment_id);
    expect(first).toMatchObject({
      event: 'comment.created',
      data: { transcript_id: transcriptId, audio_id: audioId, file_name: 'standup.wav', status: 'completed' },
    });
    expect(first?.data.comment).toMatchObject({ comment_text: 'Check this number.', comment_start: 31.37 });
    expect(first?.data.comment).not.toHaveProperty('comment_is_own');
  });

  it('edits and deletes its own, resolves and reopens, and counts only open comments', async () => {
    const mine = await created({ segment_id: 2, start: 6, text: 'Typo here.' });
    const before = await openCount();
    const edited = await patch(alice.auth, mine.comment_id, { text: 'Typo here, fixed?' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.comment_text).toBe('Typo here, fixed?');

    const resolved = ZCommentResponse.parse(
      (await patch(alice.auth, mine.comment_id, { resolved: true })).json(),
    );
    expect(resolved.data).toMatchObject({ comment_resolved: true, comment_resolved_by_email: alice.email });
    expect(resolved.data.comment_resolved_at).not.toBeNull();
    expect(await openCount()).toBe((before ?? 0) - 1);
    const reopened = await patch(alice.auth, mine.comment_id, { resolved: false });
    expect(reopened.json().data).toMatchObject({ comment_resolved: false, comment_resolved_at: null });
    expect(await openCount()).toBe(before);

    expect((await remove(alice.auth, mine.comment_id)).statusCode).toBe(200);
    expect((await list()).some((c) => c.comment_id === mine.comment_id)).toBe(false);
    expect((await remove(alice.auth, mine.comment_id)).statusCode).toBe(404);
    expect(await openCount()).toBe((before ?? 0) - 1);
  });

  it("refuses editing or deleting another person's comment (403) but lets them resolve it", async () => {
    // Bob's comment on Alice's transcript, as a workspace member's would be, written straight to the table.
    const id = await insertComment(t.ctx.db, {
      transcript_id: transcriptId,
      user_id: bob.user.user_id,
      segment_id: 2,
      start_time: 7,
      end_time: null,
      text: 'From Bob.',
      resolved_at: null,
      resolved_by: null,
    });
    const edit = await patch(alice.auth, id, { text: 'Rewritten' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only its author can edit a comment.' });
    expect((await remove(alice.auth, id)).json()).toMatchObject({ code: 'FORBIDDEN' });
    const shown = (await list()).find((c) => c.comment_id === id);
    expect(shown).toMatchObject({
      comment_text: 'From Bob.',
      comment_is_own: false,
      comment_author_email: bob.email,
    });
    expect((await patch(alice.auth, id, { resolved: true })).statusCode).toBe(200);

    // His account goes; the comment stays, by an unknown author.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: bob.auth,
      payload: { user_password: PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const orphan = (await list()).find((c) => c.comment_id === id);
    expect(orphan).toMatchObject({
      comment_author_id: null,
      comment_author_email: null,
      comment_resolved: true,
    });
    bob = await signUpAndLogIn(t.app);
  });

  it("answers 404 for another user's transcript and comments, the same as for missing ones", async () => {
    const [some] = await list();
    if (!some) throw new Error('no comment');
    const missing = await t.app.inject({
      url: '/api/v1/audio/transcript/999999/comments',
      headers: bob.auth,
    });
    const hers = await t.app.inject({
      url: `/api/v1/audio/transcript/${transcriptId}/comments`,
      headers: bob.auth,
    });
    expect(hers.statusCode).toBe(404);
    expect(hers.body).toBe(missing.body);
    expect((await post(bob.auth, { segment_id: 1, start: 1, text: 'Hi' })).statusCode).toBe(404);
    const edit = await patch(bob.auth, some.comment_id, { resolved: true });
    expect(edit.statusCode).toBe(404);
    expect(edit.body).toBe((await patch(bob.auth, 999_999, { resolved: true })).body);
    expect((await remove(bob.auth, some.comment_id)).statusCode).toBe(404);
    expect((await list()).find((c) => c.comment_id === some.comment_id)).toEqual(some);
  });

  it('refuses empty, too long and misplaced comments with a clear message', async () => {
    const refused = async (payload: object, message: string) => {
      const res = await post(alice.auth, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().message).toContain(message);
    };
    await refused({ segment_id: 1, start: 1, text: '   ' }, 'A comment cannot be empty.');
    await refused({ segment_id: 1, start: 1, text: 'x'.repeat(2001) }, 'at most 2000 characters');
    await refused({ segment_id: 1, start: 1 }, 'Please write a comment.');
    await refused({ segment_id: 99, start: 1, text: 'Hi' }, 'This transcript has no segment 99.');
    await refused({ segment_id: 1, start: 4, end: 4, text: 'Hi' }, 'must come after its start');
    await refused({ segment_id: 1, start: -1, text: 'Hi' }, 'before the start of the recording');
    await refused({ segment_id: 1, start: 50, text: 'Hi' }, 'start is past the end of the recording');
    await refused({ segment_id: 1, start: 40, end: 46, text: 'Hi' }, 'end is past the end of the recording');
    expect(
      (await created({ segment_id: 1, start: 1, text: ` ${'x'.repeat(2000)} ` })).comment_text,
    ).toHaveLength(2000);
    const [some] = await list();
    const nothing = await patch(alice.auth, some?.comment_id ?? 0, {});
    expect(nothing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Nothing to change: send text or resolved.',
    });
    expect((await patch(alice.auth, some?.comment_id ?? 0, { text: '' })).statusCode).toBe(400);

    const queued = await insertTranscript(t, alice.auth, alice.user.user_id, null, {
      status: 'transcribing',
    });
    const early = await post(alice.auth, { segment_id: 1, start: 0, text: 'Hi' }, queued.transcriptId);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('TRANSCRIPT_NOT_READY');
  });

  it('goes with its transcript when the file is deleted', async () => {
    const before = await t.ctx.db.selectFrom('comments').select('id').execute();
    expect(before.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${audioId}`,
      headers: alice.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.ctx.db.selectFrom('comments').select('id').execute()).toEqual([]);
  });
});
