import { ZTranscriptKeyNotesResponse, ZTranscriptSummaryResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks, SPANISH_TEXT, textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';
import { splitSentences } from '../../src/text/insights/sentences.js';

/** Every sentence of a summary and every key note is found in the transcript's text (any case). */
function expectFromText(text: string, summary: string, notes: string[], language: string) {
  const lower = text.replace(/\s+/g, ' ').toLowerCase();
  for (const piece of [...splitSentences(summary, language), ...notes]) {
    expect(lower).toContain(piece.replace(/[.…]$/, '').toLowerCase());
  }
}

describe('GET /api/v1/audio/transcript/summary|keynotes/{id} with the built-in method', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const summary = async (id: number, auth = session.auth) => {
    const res = await t.app.inject({ url: `/api/v1/audio/transcript/summary/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return ZTranscriptSummaryResponse.parse(res.json()).data.audio_transcript_summary;
  };
  const keyNotes = async (id: number) => {
    const res = await t.app.inject({ url: `/api/v1/audio/transcript/keynotes/${id}`, headers: session.auth });
    expect(res.statusCode, res.body).toBe(200);
    return ZTranscriptKeyNotesResponse.parse(res.json()).data.audio_transcript_keynotes;
  };
  const cached = (id: number) =>
    t.ctx.db
      .selectFrom('transcript_insights')
      .select(['kind', 'method', 'source_hash'])
      .where('transcript_id', '=', id)
      .orderBy('kind')
      .execute();

  it('summarises and notes an English meeting from its own sentences, and caches both', async () => {
    const blocks = englishMeetingBlocks();
    const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, blocks);
    const text = blocks
      .flatMap((b) => b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript))
      .join(' ');
    const first = await summary(transcriptId);
    expect(first.length).toBeGreaterThan(40);
    const notes = await keyNotes(transcriptId);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expect(notes.length).toBeLessThanOrEqual(10);
    expectFromText(text, first, notes, 'en');
    expect(await cached(transcriptId)).toEqual([
      expect.objectContaining({ kind: 'keynotes', method: 'builtin' }),
      expect.objectContaining({ kind: 'summary', method: 'builtin' }),
    ]);
    expect(await summary(transcriptId)).toBe(first);
  });

  it('computes anew after an edit', async () => {
    const blocks = englishMeetingBlocks();
    const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, blocks);
    const before = await summary(transcriptId);
    const [hashBefore] = await cached(transcriptId);
    // Replace every segment that a sentence of the summary came from.
    const edited = blocks.map((block) => ({
      audio_transcript_data_id: block.audio_transcript_data_id,
      audio_transcript_data_segment: block.audio_transcript_data_segment
        .filter((s) => before.includes(s.audio_transcript_data_segment_transcript.slice(0, 30)))
        .map((s) => ({
          audio_transcript_data_segment_id: s.audio_transcript_data_segment_id,
          audio_transcript_data_segment_transcript: 'Bananas.',
        })),
    }));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: session.auth,
      payload: { audio_transcript_data: edited },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await summary(transcriptId);
    expect(after).not.toBe(before);
    expect(after).not.toContain(before.slice(0, 30));
    const [hashAfter] = await cached(transcriptId);
    expect(hashAfter?.source_hash).not.toBe(hashBefore?.source_hash);
  });

  it('works on Spanish text in the transcript’s language', async () => {
    const { transcriptId } = await insertTranscript(
      t,
      session.auth,
      session.user.user_id,
      textBlocks(SPANISH_TEXT),
      {
        languageId: 2,
      },
    );
    const notes = await keyNotes(transcriptId);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expectFromText(SPANISH_TEXT, await summary(transcriptId), notes, 'es');
  });

  it('answers an empty transcript with an empty summary and no notes', async () => {
    const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, []);
    expect(await summary(transcriptId)).toBe('');
    expect(await keyNotes(transcriptId)).toEqual([]);
  });

  it('answers 409 before completion and 404 for another user’s transcript', async () => {
    const running = await insertTranscript(t, session.auth, session.user.user_id, null, { status: 'queued' });
    for (const kind of ['summary', 'keynotes']) {
      const res = await t.app.inject({
        url: `/api/v1/audio/transcript/${kind}/${running.transcriptId}`,
        headers: session.auth,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'TRANSCRIPT_NOT_READY' });
    }
    const other = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      url: `/api/v1/audio/transcript/summary/${running.transcriptId}`,
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
