import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ZTranscriptionStartResponse, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { promptOf } from '../../src/test-support/ask.js';
import { type FakeLlm, startFakeLlm } from '../../src/test-support/fake-llm.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { callTool as call, connectMcp, createApiKey } from '../../src/test-support/mcp-client.js';
import { transcriptEvents } from '../../src/test-support/speech.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript, requestTranscription } from '../../src/test-support/transcripts.js';

const TOOLS = [
  'ask_question',
  'get_import',
  'get_summary',
  'import_url',
  'list_files',
  'list_folders',
  'read_transcript',
  'search_transcripts',
];
const BOB_MARKER = 'bobsecretmarker';
const ALICE_FILE = 'Sense and Sensibility, chapter 1.wav';

/**
 * Assistants over the MCP server (issue 42), through the SDK's own client on a listening app: one short
 * LibriVox reading transcribed for real (10-30 s on 2 cores), Bob's file written straight to the database.
 */
describe('the MCP server at /api/mcp', { timeout: 180_000 }, () => {
  let model: FakeLlm;
  let t: TestApp;
  let base: string;
  let alice: Session;
  let bob: Session;
  let aliceKey: string;
  let readOnlyKey: string;
  let bobKey: string;
  let audioId: number;
  let transcriptId: number;
  let lines: string[];
  const clients: Client[] = [];

  const connect = async (secret: string): Promise<Client> => {
    const client = await connectMcp(base, secret);
    clients.push(client);
    return client;
  };
  const createKey = (session: Session, readOnly = false) => createApiKey(t.app, session.auth, readOnly);

  beforeAll(async () => {
    model = await startFakeLlm();
    t = await createTestApp({ LLM_API_URL: model.url, LLM_TIMEOUT_SECONDS: '5' }, { runWorker: true });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    aliceKey = (await createKey(alice)).api_key_secret;
    readOnlyKey = (await createKey(alice, true)).api_key_secret;
    bobKey = (await createKey(bob)).api_key_secret;
    audioId = await uploadFromDisk(t.app, alice.auth, speechFixtures().librivox.wav, ALICE_FILE, {
      language: 'en',
      mode: '1',
      diarize: 'false',
    });
    const start = await requestTranscription(t.app, alice.auth, audioId);
    transcriptId = ZTranscriptionStartResponse.parse(start.json()).data.audio_transcript_id;
    await insertTranscript(
      t,
      bob.auth,
      bob.user.user_id,
      textBlocks(`Mister John Dashwood and the ${BOB_MARKER} budget were discussed at length.`),
      { fileName: `${BOB_MARKER}.wav` },
    );
    const events = await transcriptEvents(base, alice, transcriptId, 150_000);
    expect(events.at(-1)?.status).toBe('completed');
    const read = await t.app.inject({ url: `/api/v1/audio/transcript/${transcriptId}`, headers: alice.auth });
    lines = ZTranscriptResponse.parse(read.json()).data.audio_transcript_data.flatMap((block) =>
      block.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript.trim()),
    );
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
    await model.close();
  });

  it('lists its tools, the import too for a read-only key (which it then refuses)', async () => {
    for (const key of [aliceKey, readOnlyKey]) {
      const client = await connect(key);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
      const read = tools.find((tool) => tool.name === 'read_transcript');
      expect(read?.inputSchema.required).toEqual(['transcript_id']);
      expect(read?.annotations?.readOnlyHint).toBe(true);
      expect(tools.find((tool) => tool.name === 'import_url')?.annotations?.readOnlyHint).toBe(false);
    }
  });

  it("finds the user's own words, and never another user's", async () => {
    const asAlice = await connect(aliceKey);
    const found = await call(asAlice, 'search_transcripts', { query: 'dashwood' });
    expect(found.isError).toBe(false);
    expect(found.text).toMatch(/^1 file matches dashwood/);
    expect(found.text).toContain(`"${ALICE_FILE}" (audio_id ${audioId}, transcript_id ${transcriptId}`);
    expect(found.text).toMatch(/\[00:00:\d\d\] .*dashwood/i);
    expect(found.text).not.toContain(BOB_MARKER);
    expect((await call(asAlice, 'search_transcripts', { query: BOB_MARKER })).text).toMatch(/^0 files match/);

    const asBob = await connect(bobKey);
    const bobs = await call(asBob, 'search_transcripts', { query: 'dashwood' });
    expect(bobs.text).toMatch(/^1 file matches/);
    expect(bobs.text).toContain(`${BOB_MARKER}.wav`);
    expect(bobs.text).not.toContain(ALICE_FILE);
    for (const [tool, args] of [
      ['list_files', {}],
      ['list_folders', {}],
    ] as const) {
      expect((await call(asBob, tool, args)).text).not.toContain(ALICE_FILE);
    }
    const files = await call(asAlice, 'list_files', {});
    expect(files.text).toContain(`"${ALICE_FILE}" (audio_id ${audioId}`);
    expect(files.text).toContain(`transcript_id ${transcriptId} completed (English)`);
    expect((await call(asAlice, 'list_folders')).text).toMatch(/^- root \(folder_id \d+, 1 file\)$/);
  });

  it('reads a transcript in pages, as "[hh:mm:ss] Speaker: text" lines', async () => {
    expect(lines.length).toBeGreaterThan(1);
    const client = await connect(readOnlyKey);
    const first = await call(client, 'read_transcript', { transcript_id: transcriptId, limit: 1 });
    const firstLines = first.text.split('\n');
    expect(firstLines[0]).toBe(
      `Transcript ${transcriptId} of audio_id ${audioId} (en): segment 1 of ${lines.length}.`,
    );
    expect(firstLines.at(-1)).toBe('More: read on with offset 1.');
    const rest = await call(client, 'read_transcript', {
      transcript_id: transcriptId,
      offset: 1,
      limit: 500,
    });
    const restLines = rest.text.split('\n');
    expect(restLines.at(-1)).toBe('End of the transcript.');
    const segments = [...firstLines.slice(1, -1), ...restLines.slice(1, -1)];
    expect(segments).toHaveLength(lines.length);
    segments.forEach((line, i) => {
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] [^:]+: /);
      expect(line.endsWith(`: ${lines[i]}`)).toBe(true);
    });

    // Bob gets the answer of an id that does not exist.
    const asBob = await connect(bobKey);
    const hers = await call(asBob, 'read_transcript', { transcript_id: transcriptId });
    const missing = await call(asBob, 'read_transcript', { transcript_id: 999_999 });
    expect(hers).toEqual({ isError: true, text: 'Transcript not found. (NOT_FOUND)' });
    expect(hers).toEqual(missing);
  });

  it('answers a question with citations of the segments, by their file and time', async () => {
    model.reply = (request) => {
      const ref = /^\[(S\d+)\]/m.exec(promptOf(request))?.[1] ?? 'S9';
      return { content: `He wondered how much he could prudently do for them [${ref}].` };
    };
    const client = await connect(readOnlyKey);
    const asked = await call(client, 'ask_question', {
      question: 'What did Mister John Dashwood consider?',
      audio_id: audioId,
    });
    expect(asked.isError).toBe(false);
    const [answerLine, blank, heading, citation] = asked.text.split('\n');
    expect(answerLine).toBe('He wondered how much he could prudently do for them [S1].');
    expect(blank).toBe('');
    expect(heading).toBe('Citations (written by the language model):');
    expect(citation).toMatch(
      new RegExp(`^\\[S1\\] "${ALICE_FILE}" \\(audio_id ${audioId}\\) at 00:00:\\d\\d: .+`),
    );

    const both = await call(client, 'ask_question', { question: 'Why?', audio_id: audioId, folder_id: 1 });
    expect(both).toEqual({
      isError: true,
      text: 'Ask about one file or one folder, not both. (VALIDATION_FAILED)',
    });
    const asBob = await connect(bobKey);
    const bobAsks = await call(asBob, 'ask_question', { question: 'What did John Dashwood consider?' });
    expect(bobAsks.text).not.toContain(ALICE_FILE);
  });

  it("gives a transcript's summary and key notes", async () => {
    model.reply = (request) =>
      promptOf(request).includes('key notes')
        ? { content: '- Dashwood weighs his duty\n- He is not ill disposed' }
        : { content: 'John Dashwood considers what he can do for his family.' };
    const client = await connect(readOnlyKey);
    const summary = await call(client, 'get_summary', { transcript_id: transcriptId });
    expect(summary).toEqual({
      isError: false,
      text: [
        'Summary:',
        'John Dashwood considers what he can do for his family.',
        '',
        'Key notes:',
        '- Dashwood weighs his duty',
        '- He is not ill disposed',
      ].join('\n'),
    });
    const asBob = await connect(bobKey);
    expect(await call(asBob, 'get_summary', { transcript_id: transcriptId })).toEqual({
      isError: true,
      text: 'Transcript not found. (NOT_FOUND)',
    });
  });
});
