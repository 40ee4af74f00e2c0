import {
  type TTranscriptSummaryResponse,
  ZFolderListResponse,
  ZSummaryTemplateListResponse,
  ZTranscriptSummaryResponse,
  ZWorkspaceResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/db/repositories/workspaces.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { docxParagraphs, docxParts, pdfText } from '../../src/test-support/export-readers.js';
import { type FakeLlm, startFakeLlm } from '../../src/test-support/fake-llm.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';
import { summarise } from '../../src/text/insights/summary.js';
import { transcriptSentences } from '../../src/text/insights/transcript-sentences.js';

const MINUTES = [
  'The team met about the inventory migration.',
  '',
  'Decisions:',
  '- Migrate the northern region first',
  '',
  'Action items:',
  '- Ask finance to approve the night shifts (owner: Priya, due: Friday)',
].join('\n');

/** Calls as one user, answers as JSON. */
function client(t: TestApp, session: Session) {
  return (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: session.auth, ...(payload ? { payload } : {}) });
}
const summaryUrl = (id: number) => `/api/v1/audio/transcript/summary/${id}`;
const summaryOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return ZTranscriptSummaryResponse.parse(res.json()).data as Required<TTranscriptSummaryResponse['data']>;
};

describe('summary templates with a language model', () => {
  let model: FakeLlm;
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let as: ReturnType<typeof client>;
  beforeAll(async () => {
    model = await startFakeLlm();
    t = await createTestApp({ LLM_API_URL: model.url, LLM_TIMEOUT_SECONDS: '2' });
    alice = await signUpAndLogIn(t.app);
    bob = await signUpAndLogIn(t.app);
    as = client(t, alice);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  const meeting = () => insertTranscript(t, alice.auth, alice.user.user_id, englishMeetingBlocks());

  it.each([
    ['meeting-minutes', 'Action items', 'Meeting minutes'],
    ['interview', '"Q: "', 'Interview'],
    ['lecture-notes', 'lecture notes', 'Lecture notes'],
  ])('regenerates with %s: its prompt and the transcript reach the model', async (id, phrase, name) => {
    const { transcriptId } = await meeting();
    model.reply = () => ({ content: MINUTES });
    const before = model.requests.length;
    const data = summaryOf(await as('POST', summaryUrl(transcriptId), { template_id: id }));
    const request = model.requests.slice(before);
    expect(request).toHaveLength(1);
    const [system, user] = request[0]?.body.messages ?? [];
    expect(system?.content).toContain('in a set shape');
    expect(system?.content).toContain('Always write in English');
    expect(user?.content).toContain(phrase);
    expect(user?.content).toContain('Anna: Great. The budget is the last point.');
    expect(data).toEqual({
      audio_transcript_summary: MINUTES,
      audio_transcript_summary_template_id: id,
      audio_transcript_summary_template_name: name,
      audio_transcript_summary_edited: false,
    });
    // Stored: a later GET answers it without asking the model again.
    expect(summaryOf(await as('GET', summaryUrl(transcriptId)))).toEqual(data);
    expect(model.requests.length).toBe(before + 1);
    const calls = await t.ctx.db.selectFrom('llm_calls').select('purpose').execute();
    expect(calls.map((c) => c.purpose)).toContain('template');
  });

  it("a file gets its folder's template (nearest first), else its tag's, and the summary says which", async () => {
    const carol = await signUpAndLogIn(t.app);
    const asCarol = client(t, carol);
    const meeting = () => insertTranscript(t, carol.auth, carol.user.user_id, englishMeetingBlocks());
    const risks = (
      await asCarol('POST', '/api/v1/summary-templates', {
        summary_template_name: 'Risks',
        summary_template_prompt: 'List every risk named.',
      })
    ).json().data.summary_template_id as number;
    const root = await rootFolder(t.app, carol.auth);
    const clients = await makeFolder(t.app, carol.auth, 'Clients', root.folder_id);
    const given = await asCarol('PUT', `/api/v1/folder/${clients.folder_id}`, {
      folder_summary_template_id: risks,
    });
    expect(given.json().data.folder_summary_template_id).toBe(risks);
    const { audioId, transcriptId } = await meeting();
    expect(
      (await asCarol('PUT', `/api/v1/folder/file/${audioId}`, { file_folder_id: clients.folder_id }))
        .statusCode,
    ).toBe(200);
    model.reply = () => ({ content: MINUTES });
    const before = model.requests.length;
    const summary = summaryOf(await asCarol('GET', summaryUrl(transcriptId)));
    expect(summary).toMatchObject({
      audio_transcript_summary: MINUTES,
      audio_transcript_summary_template_id: risks,
      audio_transcript_summary_template_name: 'Risks',
      audio_transcript_summary_template_source: { kind: 'folder', name: 'Clients' },
    });
    expect(model.requests[before]?.body.messages[1]?.content).toContain('List every risk named.');

    const other = await meeting();
    const tag = (await asCarol('POST', '/api/v1/tag', { tag_name: 'Hiring' })).json().data.tag_id as number;
    await asCarol('PATCH', `/api/v1/tag/${tag}`, { tag_summary_template_id: 'interview' });
    await asCarol('PUT', `/api/v1/audio/${other.audioId}/tags`, { tag_ids: [tag] });
    expect(summaryOf(await asCarol('GET', summaryUrl(other.transcriptId)))).toMatchObject({
      audio_transcript_summary_template_id: 'interview',
      audio_transcript_summary_template_source: { kind: 'tag', name: 'Hiring' },
    });

    const bobRoot = await rootFolder(t.app, bob.auth);
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/folder/${bobRoot.folder_id}`,
      headers: bob.auth,
      payload: { folder_summary_template_id: risks },
    });
    expect(taken.statusCode).toBe(404);
  });

  it("keeps a user's own templates: create, list, rename, change, delete; another user's is 404", async () => {
    const created = await as('POST', '/api/v1/summary-templates', {
      summary_template_name: ' Risks ',
      summary_template_prompt: 'List every risk named, with who raised it.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.summary_template_id as number;
    expect(created.json().data).toMatchObject({
      summary_template_name: 'Risks',
      summary_template_builtin: false,
    });
    const listed = ZSummaryTemplateListResponse.parse((await as('GET', '/api/v1/summary-templates')).json());
    expect(listed.data.llm_available).toBe(true);
    expect(listed.data.summary_templates.map((x) => x.summary_template_id)).toEqual([
      'default',
      'meeting-minutes',
      'interview',
      'lecture-notes',
      id,
    ]);
    const patched = await as('PATCH', `/api/v1/summary-templates/${id}`, {
      summary_template_name: 'Risk log',
    });
    expect(patched.json().data).toMatchObject({
      summary_template_name: 'Risk log',
      summary_template_prompt: 'List every risk named, with who raised it.',
    });

    const { transcriptId } = await meeting();
    model.reply = () => ({ content: '- The migration may take eleven hours (Marcus)' });
    const data = summaryOf(await as('POST', summaryUrl(transcriptId), { template_id: id }));
    expect(model.requests.at(-1)?.body.messages[1]?.content).toContain('List every risk named');
    expect(data).toMatchObject({
      audio_transcript_summary_template_id: id,
      audio_transcript_summary_template_name: 'Risk log',
    });

    const asBob = client(t, bob);
    const bobs = ZSummaryTemplateListResponse.parse((await asBob('GET', '/api/v1/summary-templates')).json());
    expect(bobs.data.summary_templates).toHaveLength(4);
    expect(
      (await asBob('PATCH', `/api/v1/summary-templates/${id}`, { summary_template_name: 'x' })).statusCode,
    ).toBe(404);
    expect((await asBob('DELETE', `/api/v1/summary-templates/${id}`)).statusCode).toBe(404);
    const bobsTranscript = await insertTranscript(t, bob.auth, bob.user.user_id, englishMeetingBlocks());
    const borrowed = await asBob('POST', summaryUrl(bobsTranscript.transcriptId), { template_id: id });
    expect(borrowed.statusCode).toBe(404);

    expect((await as('DELETE', `/api/v1/summary-templates/${id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/v1/summary-templates/${id}`)).statusCode).toBe(404);
    // The summary written with it stays, with the name it had.
    expect(summaryOf(await as('GET', summaryUrl(transcriptId)))).toEqual(data);
  });

  it('keeps a summary edited by hand until it is regenerated', async () => {
    const { transcriptId } = await meeting();
    model.reply = () => ({ content: MINUTES });
    await as('POST', summaryUrl(transcriptId), { template_id: 'meeting-minutes' });
    const edited = summaryOf(
      await as('PUT', summaryUrl(transcriptId), {
        audio_transcript_summary: 'Budget approved.\n\nNext: Tuesday.',
      }),
    );
    expect(edited).toMatchObject({
      audio_transcript_summary: 'Budget approved.\n\nNext: Tuesday.',
      audio_transcript_summary_template_id: 'meeting-minutes',
      audio_transcript_summary_edited: true,
    });
    const asked = model.requests.length;
    expect(summaryOf(await as('GET', summaryUrl(transcriptId)))).toEqual(edited);
    expect(model.requests.length).toBe(asked);

    model.reply = () => ({ content: 'A new default summary.' });
    const again = summaryOf(await as('POST', summaryUrl(transcriptId), { template_id: 'default' }));
    expect(again).toEqual({
      audio_transcript_summary: 'A new default summary.',
      audio_transcript_summary_template_id: 'default',
      audio_transcript_summary_template_name: 'Default summary',
      audio_transcript_summary_edited: false,
    });
    expect(summaryOf(await as('GET', summaryUrl(transcriptId)))).toEqual(again);
  });

  it('answers LLM_REQUIRED for a shaped template when the model fails, and falls back for the default', async () => {
    const blocks = englishMeetingBlocks();
    const { transcriptId } = await meeting();
    model.reply = () => ({ status: 503 });
    const refused = await as('POST', summaryUrl(transcriptId), { template_id: 'interview' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'LLM_REQUIRED' });
    const fallback = summaryOf(await as('POST', summaryUrl(transcriptId), { template_id: 'default' }));
    expect(fallback.audio_transcript_summary).toBe(summarise(transcriptSentences(blocks, 'en'), 'en'));
  });

  it('puts the summary, generated or edited, at the top of PDF and DOCX exports', async () => {
    const { transcriptId } = await meeting();
    const exportAs = async (format: string) => {
      const res = await as('POST', `/api/v1/audio/transcript/export/${transcriptId}`, {
        audio_transcript_export_type: format,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.rawPayload;
    };
    expect(pdfText(await exportAs('pdf'))).not.toContain('Summary');
    model.reply = () => ({ content: MINUTES });
    await as('POST', summaryUrl(transcriptId), { template_id: 'meeting-minutes' });
    const pdf = pdfText(await exportAs('pdf'));
    expect(pdf.indexOf('Summary')).toBeLessThan(pdf.indexOf('Transcript'));
    expect(pdf).toContain('Ask finance to approve the night shifts (owner: Priya, due: Friday)');

    await as('PUT', summaryUrl(transcriptId), { audio_transcript_summary: 'Edited by hand.' });
    const paragraphs = docxParagraphs(docxParts(await exportAs('docx'))['word/document.xml'] ?? '');
    const heading = paragraphs.indexOf('[Heading1] Summary');
    expect(heading).toBeGreaterThan(0);
    expect(paragraphs[heading + 1]).toBe('Edited by hand.');
    expect(paragraphs.indexOf('[Heading1] Transcript')).toBe(heading + 2);
    expect((await exportAs('txt')).toString('utf8')).not.toContain('Edited by hand.');
  });

  it('lets a viewer of a workspace file read the summary but not regenerate or edit it', async () => {
    const viewer = await signUpAndLogIn(t.app);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace',
      headers: alice.auth,
      payload: { workspace_name: 'Summaries' },
    });
    const workspaceId = ZWorkspaceResponse.parse(made.json()).data.workspace_id;
    await addMember(t.ctx.db, workspaceId, viewer.user.user_id, 'viewer');
    const trees = ZFolderListResponse.parse((await as('GET', '/api/v1/folder')).json()).data;
    const top = trees.find((f) => f.folder_workspace_id === workspaceId);
    const { audioId, transcriptId } = await meeting();
    await as('PUT', `/api/v1/folder/file/${audioId}`, { file_folder_id: top?.folder_id });
    await as('PUT', summaryUrl(transcriptId), { audio_transcript_summary: 'The owner’s words.' });

    const asViewer = client(t, viewer);
    expect(summaryOf(await asViewer('GET', summaryUrl(transcriptId))).audio_transcript_summary).toBe(
      'The owner’s words.',
    );
    const regenerate = await asViewer('POST', summaryUrl(transcriptId), { template_id: 'default' });
    expect(regenerate.statusCode).toBe(403);
    const edit = await asViewer('PUT', summaryUrl(transcriptId), { audio_transcript_summary: 'Mine now.' });
    expect(edit.statusCode).toBe(403);
    expect(summaryOf(await as('GET', summaryUrl(transcriptId))).audio_transcript_summary).toBe(
      'The owner’s words.',
    );
  });
});

describe('summary templates without a language model', () => {
  let t: TestApp;
  let as: ReturnType<typeof client>;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
    as = client(t, session);
  });
  afterAll(() => t.close());

  it('writes the default summary by the built-in method and answers LLM_REQUIRED for the others', async () => {
    const blocks = englishMeetingBlocks();
    const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, blocks);
    const builtin = summarise(transcriptSentences(blocks, 'en'), 'en');
    expect(summaryOf(await as('GET', summaryUrl(transcriptId)))).toEqual({
      audio_transcript_summary: builtin,
      audio_transcript_summary_template_id: 'default',
      audio_transcript_summary_template_name: 'Default summary',
      audio_transcript_summary_edited: false,
    });
    const listed = ZSummaryTemplateListResponse.parse((await as('GET', '/api/v1/summary-templates')).json());
    expect(listed.data.llm_available).toBe(false);
    expect(listed.data.summary_templates.filter((x) => !x.summary_template_needs_llm)).toHaveLength(1);
    for (const id of ['meeting-minutes', 'interview', 'lecture-notes']) {
      const res = await as('POST', summaryUrl(transcriptId), { template_id: id });
      expect(res.statusCode, id).toBe(503);
      expect(res.json()).toMatchObject({ code: 'LLM_REQUIRED' });
    }
    expect(summaryOf(await as('POST', summaryUrl(transcriptId), { template_id: 'default' }))).toMatchObject({
      audio_transcript_summary: builtin,
    });
    expect((await as('POST', summaryUrl(transcriptId), { template_id: 'weekly' })).statusCode).toBe(400);
  });
});

describe('summary templates once the day’s tokens are used up', () => {
  let model: FakeLlm;
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    model = await startFakeLlm();
    model.reply = () => ({ content: MINUTES, usage: { prompt_tokens: 400, completion_tokens: 40 } });
    t = await createTestApp({ LLM_API_URL: model.url, LLM_DAILY_TOKENS_PER_USER: '100' });
    session = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('answers LLM_REQUIRED for a shaped template and the built-in summary for the default', async () => {
    const as = client(t, session);
    const blocks = englishMeetingBlocks();
    const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, blocks);
    summaryOf(await as('POST', summaryUrl(transcriptId), { template_id: 'lecture-notes' }));
    const refused = await as('POST', summaryUrl(transcriptId), { template_id: 'lecture-notes' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'LLM_REQUIRED' });
    expect(model.requests).toHaveLength(1);
    const fallback = summaryOf(await as('POST', summaryUrl(transcriptId), { template_id: 'default' }));
    expect(fallback.audio_transcript_summary).toBe(summarise(transcriptSentences(blocks, 'en'), 'en'));
  });
});
