import {
  type TAskAnswer,
  type TSpeakerBlock,
  ZAskHistoryResponse,
  ZAskResponse,
  ZFolderListResponse,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { type AskEvent, ask, askStreamed, promptOf, refOf } from '../../src/test-support/ask.js';
import { type FakeLlm, startFakeLlm } from '../../src/test-support/fake-llm.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks, textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const BUDGET = 'The migration budget was approved in January';
const BOB_TEXT = 'The migration budget for bobsecretmarker was approved in January by the board.';

const segmentOf = (blocks: TSpeakerBlock[], text: string) => {
  const segment = blocks
    .flatMap((b) => b.audio_transcript_data_segment)
    .find((s) => s.audio_transcript_data_segment_transcript.includes(text));
  if (!segment) throw new Error(`no segment holds ${text}`);
  return segment;
};

describe('asking about transcripts with a language model', () => {
  let model: FakeLlm;
  let t: TestApp;
  let base: string;
  let alice: Session;
  let bob: Session;
  let meeting: { audioId: number; transcriptId: number };
  let bobs: { audioId: number; transcriptId: number };
  const blocks = englishMeetingBlocks();

  beforeAll(async () => {
    model = await startFakeLlm();
    t = await createTestApp({ LLM_API_URL: model.url, LLM_TIMEOUT_SECONDS: '1' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    meeting = await insertTranscript(t, alice.auth, alice.user.user_id, blocks, { fileName: 'Planning.wav' });
    bobs = await insertTranscript(t, bob.auth, bob.user.user_id, textBlocks(BOB_TEXT), {
      fileName: 'Bob.wav',
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  /** The model cites the segment holding BUDGET, and an id it was never sent. */
  const citeBudget = () => {
    model.reply = (request) => {
      const prompt = promptOf(request);
      const ref = prompt.includes(BUDGET) ? refOf(prompt, BUDGET) : 'S1';
      return { content: `It was approved in January [${ref}] by the board [S999].`, pieceDelayMs: 5 };
    };
  };

  const askOk = async (session: Session, payload: object): Promise<TAskAnswer> => {
    const res = await ask(t.app, session.auth, payload);
    expect(res.statusCode, res.body).toBe(200);
    return ZAskResponse.parse(res.json()).data;
  };

  it('sends only the asker’s segments, maps citations to real segments and drops invented ones', async () => {
    citeBudget();
    const asked = model.requests.length;
    for (const payload of [{ audio_id: meeting.audioId }, {}]) {
      const answer = await askOk(alice, { question: 'When was the migration budget approved?', ...payload });
      expect(answer.method).toBe('llm');
      expect(answer.answer).not.toContain('S999');
      const segment = segmentOf(blocks, BUDGET);
      expect(answer.citations).toEqual([
        expect.objectContaining({
          audio_id: meeting.audioId,
          file_name: 'Planning.wav',
          segment_id: segment.audio_transcript_data_segment_id,
          start: segment.audio_transcript_data_segment_start_time,
          text: segment.audio_transcript_data_segment_transcript,
        }),
      ]);
    }
    // Bob's file holds the same words; none of it reached any prompt of Alice's.
    const prompts = model.requests.slice(asked).map(promptOf);
    expect(prompts).toHaveLength(2);
    for (const prompt of prompts) {
      expect(prompt).toContain(BUDGET);
      expect(prompt).not.toContain('bobsecretmarker');
      expect(prompt).toContain('using only the numbered transcript segments');
    }
    // And Bob's own question about his library sees his file only.
    await askOk(bob, { question: 'When was the migration budget approved?' });
    expect(promptOf(model.requests.at(-1))).not.toContain('warehouse');
  });

  it('streams the answer as server-sent events: text pieces, then citations and the whole answer', async () => {
    citeBudget();
    const events = await askStreamed(base, alice.auth, {
      question: 'Budget approval?',
      audio_id: meeting.audioId,
    });
    const names = events.map((e) => e.event);
    expect(names.filter((n) => n === 'text').length).toBeGreaterThan(3);
    expect(names.slice(-2)).toEqual(['citations', 'done']);
    const done = ZAskResponse.shape.data.parse(events.at(-1)?.data);
    expect(done.method).toBe('llm');
    expect(done.citations).toHaveLength(1);
    const streamed = events.filter((e) => e.event === 'text').map((e) => (e.data as { text: string }).text);
    expect(streamed.join('')).toContain('It was approved in January');
  });

  it('stops the model when the asker closes the stream, and keeps nothing of it', async () => {
    model.reply = () => ({ content: 'word '.repeat(200), pieceDelayMs: 30 });
    const cut = model.cutOff;
    const history = await t.ctx.db.selectFrom('ask_turns').selectAll().execute();
    const cancel = new AbortController();
    const events = await askStreamed(
      base,
      alice.auth,
      { question: 'Tell me everything about the budget', audio_id: meeting.audioId },
      { signal: cancel.signal, onEvent: (e: AskEvent) => e.event === 'text' && cancel.abort() },
    );
    expect(events.map((e) => e.event)).not.toContain('done');
    await expect.poll(() => model.cutOff, { timeout: 5000 }).toBe(cut + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.ctx.db.selectFrom('ask_turns').selectAll().execute()).toEqual(history);
  });

  it('answers from the passages when the model does not answer in time', async () => {
    model.reply = () => ({ content: 'Too late [S1].', delayMs: 1500 });
    const answer = await askOk(alice, {
      question: 'Which region migrates first?',
      audio_id: meeting.audioId,
    });
    expect(answer.method).toBe('extractive');
    const best = answer.passages?.[0];
    expect(best?.text).toMatch(/northern region/i);
    const marked = best?.highlights.map((h) => best.text.slice(h.start, h.end).toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['region', 'first']));
    expect(answer.citations[0]).toMatchObject({ audio_id: meeting.audioId, segment_id: best?.segment_id });
  });

  it('keeps the conversation per transcript and user, sends its last turns with a follow-up, and clears it', async () => {
    const file = await insertTranscript(t, alice.auth, alice.user.user_id, englishMeetingBlocks());
    const url = `/api/v1/ask/audio/${file.audioId}/history`;
    citeBudget();
    await askOk(alice, { question: 'When was the budget approved?', audio_id: file.audioId });
    model.reply = () => ({ content: 'By Friday, finance will approve it.' });
    await askOk(alice, { question: 'And the night shifts?', audio_id: file.audioId });
    const followUp = model.requests.at(-1)?.body.messages ?? [];
    expect(followUp.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(followUp[1]?.content).toBe('When was the budget approved?');
    expect(followUp[2]?.content).toBe('It was approved in January by the board.');

    const history = ZAskHistoryResponse.parse((await t.app.inject({ url, headers: alice.auth })).json());
    expect(history.data.turns.map((turn) => turn.question)).toEqual([
      'When was the budget approved?',
      'And the night shifts?',
    ]);
    expect(history.data.turns[0]?.citations).toHaveLength(1);
    // Bob neither sees nor clears Alice's conversation.
    expect((await t.app.inject({ url, headers: bob.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bob.auth })).statusCode).toBe(404);

    const cleared = await t.app.inject({ method: 'DELETE', url, headers: alice.auth });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = ZAskHistoryResponse.parse((await t.app.inject({ url, headers: alice.auth })).json());
    expect(after.data.turns).toEqual([]);
  });

  it('asks within a folder (and its subfolders) or across the library', async () => {
    const root = await rootFolder(t.app, alice.auth);
    const folder = await makeFolder(t.app, alice.auth, 'Board', root.folder_id);
    const inner = await makeFolder(t.app, alice.auth, 'Minutes', folder.folder_id);
    const minutes = await insertTranscript(
      t,
      alice.auth,
      alice.user.user_id,
      textBlocks(BOB_TEXT.replace('bobsecretmarker', 'the depot')),
      {
        fileName: 'Board minutes.wav',
      },
    );
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${minutes.audioId}`,
      headers: alice.auth,
      payload: { file_folder_id: inner.folder_id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    model.reply = () => ({ content: 'No.' });
    const question = { question: 'Was the depot budget approved?' };
    await askOk(alice, { ...question, folder_id: folder.folder_id });
    const inFolder = promptOf(model.requests.at(-1));
    expect(inFolder).toContain('Board minutes.wav');
    expect(inFolder).not.toContain('Planning.wav');
    await askOk(alice, question);
    const inLibrary = promptOf(model.requests.at(-1));
    expect(inLibrary).toContain('Board minutes.wav');
    expect(inLibrary).toContain('Planning.wav');
    expect(inLibrary).not.toContain('bobsecretmarker');
  });

  it('asks across the files of workspaces the asker is a member of, and no one else’s', async () => {
    const carol = await signUpAndLogIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: carol.auth,
      payload: { workspace_name: 'Depot team' },
    });
    const workspaceId = ZWorkspaceResponse.parse(created.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, alice.user.user_id, 'viewer');
    const trees = ZFolderListResponse.parse(
      (await t.app.inject({ url: '/api/v1/folder', headers: carol.auth })).json(),
    );
    const top = trees.data.find((f) => f.folder_workspace_id === workspaceId);
    const shared = await insertTranscript(
      t,
      carol.auth,
      carol.user.user_id,
      textBlocks('The forklift budget was approved.'),
      {
        fileName: 'Team forklift.wav',
      },
    );
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/file/${shared.audioId}`,
      headers: carol.auth,
      payload: { file_folder_id: top?.folder_id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    model.reply = () => ({ content: 'Yes.' });
    const question = { question: 'Was the forklift budget approved?' };
    await askOk(alice, question);
    expect(promptOf(model.requests.at(-1))).toContain('Team forklift.wav');
    await askOk(alice, { ...question, audio_id: shared.audioId });
    expect(promptOf(model.requests.at(-1))).toContain('The forklift budget was approved.');
    await askOk(bob, question);
    expect(promptOf(model.requests.at(-1))).not.toContain('Team forklift.wav');
  });

  it('gives 404 for another user’s file or folder and 400 for both at once', async () => {
    const missing = await ask(t.app, bob.auth, { question: 'Budget?', audio_id: 999_999 });
    const hers = await ask(t.app, bob.auth, { question: 'Budget?', audio_id: meeting.audioId });
    expect(hers.statusCode).toBe(404);
    expect(hers.body).toBe(missing.body);
    const aliceRoot = await rootFolder(t.app, alice.auth);
    expect(
      (await ask(t.app, bob.auth, { question: 'Budget?', folder_id: aliceRoot.folder_id })).statusCode,
    ).toBe(404);
    const both = await ask(t.app, alice.auth, {
      question: 'Budget?',
      audio_id: meeting.audioId,
      folder_id: aliceRoot.folder_id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bobs.audioId).toBeGreaterThan(0);
  });
});

describe('asking without a language model', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  it('answers with the best matching passages, the asked words marked, as JSON and as a stream', async () => {
    const blocks = englishMeetingBlocks();
    const file = await insertTranscript(t, session.auth, session.user.user_id, blocks);
    const res = await ask(t.app, session.auth, {
      question: 'How long did the inventory export take?',
      audio_id: file.audioId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZAskResponse.parse(res.json()).data;
    expect(answer.method).toBe('extractive');
    const best = answer.passages?.[0];
    expect(best?.segment_id).toBe(segmentOf(blocks, 'eleven hours').audio_transcript_data_segment_id);
    expect(best?.highlights.map((h) => best.text.slice(h.start, h.end))).toEqual(['export', 'inventory']);
    expect(answer.answer).toContain('[S1]');

    const library = ZAskResponse.parse(
      (await ask(t.app, session.auth, { question: 'inventory export eleven hours' })).json(),
    ).data;
    expect(library.passages?.[0]).toMatchObject({ audio_id: file.audioId, segment_id: best?.segment_id });
    const nothing = ZAskResponse.parse((await ask(t.app, session.auth, { question: 'zebras?' })).json()).data;
    expect(nothing).toMatchObject({ answer: '', method: 'extractive', citations: [], passages: [] });
  });
});
