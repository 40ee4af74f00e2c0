import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletion, LlmError } from '../../src/adapters/llm-chat.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { type FakeLlm, startFakeLlm } from '../../src/test-support/fake-llm.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

describe('calls to the language model: streamed, cancelled, recorded and capped', () => {
  let model: FakeLlm;
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    model = await startFakeLlm();
    t = await createTestApp({
      LLM_API_URL: model.url,
      LLM_TIMEOUT_SECONDS: '2',
      LLM_DAILY_TOKENS_PER_USER: '1000',
    });
    session = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  const settings = () => ({
    url: model.url,
    apiKey: undefined,
    model: 'm',
    timeoutMs: 2000,
    dailyTokensPerUser: undefined,
  });

  it('streams an answer piece by piece without the reasoning, with the usage the server reports', async () => {
    model.reply = () => ({
      content: '<think>Let me see.</think>The budget was approved on Monday.',
      usage: { prompt_tokens: 40, completion_tokens: 9 },
    });
    const pieces: string[] = [];
    const answer = await chatCompletion(settings(), [{ role: 'user', content: 'Q' }], {
      onText: (piece) => pieces.push(piece),
    });
    expect(answer).toEqual({
      content: 'The budget was approved on Monday.',
      promptTokens: 40,
      completionTokens: 9,
    });
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('The budget was approved on Monday.');
    expect(model.requests.at(-1)?.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('stops a streamed answer when cancelled, and the server sees the connection go', async () => {
    model.reply = () => ({ content: 'one two three four five six seven eight nine ten', pieceDelayMs: 50 });
    const cancel = new AbortController();
    const pieces: string[] = [];
    const call = chatCompletion(settings(), [{ role: 'user', content: 'Q' }], {
      signal: cancel.signal,
      onText: (piece) => {
        pieces.push(piece);
        if (pieces.length === 2) cancel.abort();
      },
    });
    await expect(call).rejects.toThrow(new LlmError('The request to the language model was cancelled.'));
    await expect.poll(() => model.cutOff).toBe(1);
    expect(pieces.length).toBeLessThan(4);
  });

  it('records each call with its time and tokens, and falls back to the built-in method past the daily cap', async () => {
    const calls = () =>
      t.ctx.db
        .selectFrom('llm_calls')
        .selectAll()
        .where('user_id', '=', session.user.user_id)
        .orderBy('id')
        .execute();
    model.reply = () => ({
      content: 'Summary:\nThe team met.',
      usage: { prompt_tokens: 900, completion_tokens: 150 },
    });
    const { transcriptId } = await insertTranscript(
      t,
      session.auth,
      session.user.user_id,
      englishMeetingBlocks(),
    );
    const summary = async () => {
      const res = await t.app.inject({
        url: `/api/v1/audio/transcript/summary/${transcriptId}`,
        headers: session.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.audio_transcript_summary as string;
    };
    expect(await summary()).toBe('The team met.');
    expect(await calls()).toEqual([
      expect.objectContaining({
        purpose: 'summary',
        prompt_tokens: 900,
        completion_tokens: 150,
        succeeded: 1,
      }),
    ]);
    expect((await calls())[0]?.duration_ms).toBeGreaterThanOrEqual(0);

    // 1,050 tokens today is past the cap of 1,000: key notes come from the built-in method, no call is made.
    const asked = model.requests.length;
    const res = await t.app.inject({
      url: `/api/v1/audio/transcript/keynotes/${transcriptId}`,
      headers: session.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.audio_transcript_keynotes.length).toBeGreaterThan(0);
    expect(model.requests.length).toBe(asked);
    expect(await calls()).toHaveLength(1);

    // A failed call is recorded too, without tokens. Another user has their own day.
    const other = await signUpAndLogIn(t.app);
    model.reply = () => ({ status: 503 });
    const theirs = await insertTranscript(t, other.auth, other.user.user_id, englishMeetingBlocks());
    const failed = await t.app.inject({
      url: `/api/v1/audio/transcript/summary/${theirs.transcriptId}`,
      headers: other.auth,
    });
    expect(failed.statusCode).toBe(200);
    const theirCalls = await t.ctx.db
      .selectFrom('llm_calls')
      .selectAll()
      .where('user_id', '=', other.user.user_id)
      .execute();
    expect(theirCalls).toEqual([expect.objectContaining({ succeeded: 0, prompt_tokens: null })]);
  });
});
