import {
  type TSpeakerBlock,
  type TTranslationEvent,
  ZTranslationListResponse,
  ZTranslationResponse,
} from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { docxParagraphs, docxParts, pdfText } from '../../src/test-support/export-readers.js';
import { type FakeLlm, type LlmRequest, startFakeLlm } from '../../src/test-support/fake-llm.js';
import { eventsUrl, readEvents } from '../../src/test-support/speech.js';
import { createTestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';
import { createWorkerTestApp, type WorkerTestApp } from '../../src/test-support/worker-app.js';

/** `count` segments over two speakers taking turns every 5 segments, 3 s each. */
function manySegments(count: number): TSpeakerBlock[] {
  const blocks: TSpeakerBlock[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 5 === 0)
      blocks.push({
        audio_transcript_data_id: blocks.length + 1,
        audio_transcript_data_speaker: blocks.length % 2 === 0 ? 'Anna' : 'Ben',
        audio_transcript_data_segment: [],
      });
    blocks.at(-1)?.audio_transcript_data_segment.push({
      audio_transcript_data_segment_id: i + 1,
      audio_transcript_data_segment_transcript: `the budget line number ${i + 1} is approved`,
      audio_transcript_data_segment_start_time: i * 3,
      audio_transcript_data_segment_end_time: i * 3 + 2.5,
      audio_transcript_data_segment_sa: null,
      audio_transcript_data_segment_words: [],
      audio_transcript_data_segment_verified: false,
    });
  }
  return blocks;
}

const isTranslation = (request: LlmRequest) =>
  request.body.messages[0]?.content.startsWith('You translate transcript segments') ?? false;

/** The tagged lines a translation request asks for: [id, text]. */
const askedLines = (request: LlmRequest): [number, string][] =>
  Array.from((request.body.messages.at(-1)?.content ?? '').matchAll(/^\[(\d+)\] (.*)$/gm), (m) => [
    Number(m[1]),
    m[2] ?? '',
  ]);

/** A deterministic "Spanish": a few words from a dictionary, each line keeping its tag. */
const DICTIONARY: Record<string, string> = { the: 'el', budget: 'presupuesto', line: 'línea', is: 'está' };
const spanish = (text: string) =>
  text
    .split(' ')
    .map((word) => DICTIONARY[word] ?? word)
    .join(' ')
    .replace('approved', 'aprobado');

/** Answers translation requests, leaving out the segments `skip` names. */
const translator =
  (skip: (id: number, request: LlmRequest) => boolean = () => false, delayMs = 0) =>
  (request: LlmRequest) => ({
    delayMs,
    usage: { prompt_tokens: 100, completion_tokens: 80 },
    content: askedLines(request)
      .filter(([id]) => !skip(id, request))
      .map(([id, text]) => `[${id}] ${spanish(text)}`)
      .join('\n'),
  });

describe('translating a transcript with the language model, segment by segment', () => {
  let model: FakeLlm;
  let w: WorkerTestApp;
  let session: Session;
  const translations = (id: number) => `/api/v1/audio/transcript/${id}/translations`;

  beforeAll(async () => {
    model = await startFakeLlm();
    w = await createWorkerTestApp({ LLM_API_URL: model.url, LLM_DAILY_TOKENS_PER_USER: '1000000' });
    session = w.session;
  });
  afterAll(async () => {
    await w.t.close();
    await model.close();
  });

  const start = (id: number, language = 'es', auth = session.auth) =>
    w.t.app.inject({ method: 'POST', url: translations(id), headers: auth, payload: { language } });
  const readOne = async (id: number, language = 'es') =>
    ZTranslationResponse.parse(
      (await w.t.app.inject({ url: `${translations(id)}/${language}`, headers: session.auth })).json(),
    ).data;
  async function finished(id: number, language = 'es') {
    for (let i = 0; i < 200; i++) {
      const one = await readOne(id, language);
      if (one && !['queued', 'running'].includes(one.status)) return one;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the translation did not end');
  }
  const exportAs = (id: number, type: string, language?: string) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/export/${id}${language ? `?language=${language}` : ''}`,
      headers: session.auth,
      payload: { audio_transcript_export_type: type },
    });

  it('translates in batches, keeps segments, times and speakers, and streams its progress', async () => {
    const blocks = manySegments(70);
    const { transcriptId } = await insertTranscript(w.t, session.auth, session.user.user_id, blocks, {
      durationSeconds: 300,
    });
    model.reply = translator(() => false, 600);
    model.requests.length = 0;
    const events = readEvents(
      eventsUrl(w.base, session),
      (list) => list.some((e) => e.event === 'translation_progress' && e.data.includes('"completed"')),
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = await start(transcriptId);
    expect(started.statusCode).toBe(202);
    expect(started.json().data).toMatchObject({ language: 'es', status: 'queued', progress: 0 });

    const seen = (await events)
      .filter((e) => e.event === 'translation_progress')
      .map((e) => JSON.parse(e.data) as TTranslationEvent)
      .filter((e) => e.transcript_id === transcriptId);
    expect(seen.some((e) => e.status === 'running' && e.progress > 0 && e.progress < 100)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: 'completed', progress: 100, language: 'es' });
    // 70 segments at 30 a call: three calls, every segment asked once.
    const calls = model.requests.filter(isTranslation);
    expect(calls).toHaveLength(3);
    expect(calls.flatMap(askedLines)).toHaveLength(70);
    expect(calls[0]?.body.messages[0]?.content).toContain('from English into Spanish');

    const translation = await finished(transcriptId);
    expect(translation).toMatchObject({ status: 'completed', progress: 100, outdated: false });
    expect(translation.untranslated_segments).toBe(0);
    expect(translation.segments).toHaveLength(70);
    expect(translation.segments[0]).toEqual({
      segment_id: 1,
      text: 'el presupuesto línea number 1 está aprobado',
      untranslated: false,
    });
    const usage = await w.t.ctx.db
      .selectFrom('llm_calls')
      .select('purpose')
      .where('user_id', '=', session.user.user_id)
      .execute();
    expect(usage.filter((u) => u.purpose === 'translate')).toHaveLength(3);

    const list = ZTranslationListResponse.parse(
      (await w.t.app.inject({ url: translations(transcriptId), headers: session.auth })).json(),
    ).data;
    expect(list).toMatchObject([{ language: 'es', status: 'completed', outdated: false }]);

    // Subtitles in the translation: the same cues, times and speakers, translated text.
    const rawSrt = (await exportAs(transcriptId, 'srt', 'es')).body;
    const srt = rawSrt.replace(/\s+/g, ' ');
    const originalSrt = (await exportAs(transcriptId, 'srt')).body;
    const times = (text: string) => text.match(/^\d\d:\d\d:\d\d,\d{3} --> .*$/gm);
    expect(times(rawSrt)).toEqual(times(originalSrt));
    expect(times(rawSrt)?.[1]).toBe('00:00:03,000 --> 00:00:05,500');
    expect(srt).toContain('Anna: el presupuesto línea number 1 está aprobado');
    expect(srt).toContain('Ben: el presupuesto línea number 6 está aprobado');
    expect(srt).not.toContain('budget');
    const vtt = (await exportAs(transcriptId, 'vtt', 'es')).body;
    expect(vtt).toMatch(/^WEBVTT/);
    expect(vtt).toContain('00:03:27.000 --> 00:03:29.500');
    expect(vtt.replace(/\s+/g, ' ')).toContain('<v Ben>el presupuesto línea number 70 está aprobado');
    expect(vtt).not.toContain('budget');
    const txt = (await exportAs(transcriptId, 'txt', 'es')).body.replace(/\s+/g, ' ');
    expect(txt).toContain('[1:42] Anna: el presupuesto línea number 35 está aprobado');
    expect(txt).toContain('[3:27] Ben: el presupuesto línea number 70 está aprobado');
    const docx = (await exportAs(transcriptId, 'docx', 'es')).rawPayload;
    const paragraphs = docxParagraphs(docxParts(docx)['word/document.xml'] ?? '').join('\n');
    expect(paragraphs).toContain('el presupuesto línea number 12 está aprobado');
    expect(paragraphs).not.toContain('budget');
    expect(paragraphs).toContain('Spanish');
    const pdf = pdfText((await exportAs(transcriptId, 'pdf', 'es')).rawPayload);
    expect(pdf).toContain('presupuesto');
    expect(pdf).not.toContain('budget');

    // An edit of the transcript's text leaves the translation outdated.
    const edited = manySegments(70);
    const first = edited[0]?.audio_transcript_data_segment[0];
    if (first) first.audio_transcript_data_segment_transcript = 'a new first line';
    await w.t.ctx.db
      .updateTable('transcripts')
      .set({ data: JSON.stringify(edited) })
      .where('id', '=', transcriptId)
      .execute();
    expect((await readOne(transcriptId))?.outdated).toBe(true);
  });

  it('asks again for a segment the model left out, and keeps the original of one left out twice', async () => {
    const { transcriptId } = await insertTranscript(w.t, session.auth, session.user.user_id, manySegments(8));
    model.requests.length = 0;
    // Segment 3 is missing from the first answer only; segment 5 from every answer.
    model.reply = translator((id, request) => id === 5 || (id === 3 && askedLines(request).length > 2));
    expect((await start(transcriptId)).statusCode).toBe(202);
    const translation = await finished(transcriptId);
    expect(translation.status).toBe('completed');
    const calls = model.requests.filter(isTranslation).map((r) => askedLines(r).map(([id]) => id));
    expect(calls).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [3, 5],
    ]);
    const byId = new Map(translation.segments.map((s) => [s.segment_id, s]));
    expect(byId.get(3)).toMatchObject({
      text: 'el presupuesto línea number 3 está aprobado',
      untranslated: false,
    });
    expect(byId.get(5)).toMatchObject({ text: 'the budget line number 5 is approved', untranslated: true });
    expect(translation.untranslated_segments).toBe(1);
  });

  it('cancels a running translation, which then stops, and deletes an ended one', async () => {
    const { transcriptId } = await insertTranscript(
      w.t,
      session.auth,
      session.user.user_id,
      manySegments(150),
    );
    model.requests.length = 0;
    model.reply = translator(() => false, 1500);
    expect((await start(transcriptId, 'fr')).statusCode).toBe(202);
    for (let i = 0; i < 100 && model.requests.filter(isTranslation).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const cancel = await w.t.app.inject({
      method: 'DELETE',
      url: `${translations(transcriptId)}/fr`,
      headers: session.auth,
    });
    expect(cancel.json()).toEqual({ success: true, message: 'Translation cancelled.' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await readOne(transcriptId, 'fr'))?.status).toBe('cancelled');
    // Five batches of 30; it stopped at the first.
    expect(model.requests.filter(isTranslation).length).toBe(1);
    const removed = await w.t.app.inject({
      method: 'DELETE',
      url: `${translations(transcriptId)}/fr`,
      headers: session.auth,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Translation deleted.' });
    expect(await readOne(transcriptId, 'fr')).toBeNull();
    expect((await exportAs(transcriptId, 'srt', 'fr')).statusCode).toBe(404);
  });

  it('fails with a clear message when the day’s tokens are used up', async () => {
    const capped = await signUpAndLogIn(w.t.app);
    const { transcriptId } = await insertTranscript(w.t, capped.auth, capped.user.user_id, manySegments(3));
    await w.t.ctx.db
      .insertInto('llm_calls')
      .values({
        user_id: capped.user.user_id,
        purpose: 'ask',
        day: new Date().toISOString().slice(0, 10),
        duration_ms: 10,
        prompt_tokens: 2_000_000,
        completion_tokens: 0,
        succeeded: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await start(transcriptId, 'de', capped.auth)).statusCode).toBe(202);
    let row: { status: string; error_message: string | null } | undefined;
    for (let i = 0; i < 100; i++) {
      row = await w.t.ctx.db
        .selectFrom('translations')
        .select(['status', 'error_message'])
        .where('transcript_id', '=', transcriptId)
        .executeTakeFirst();
      if (row?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row?.status).toBe('failed');
    expect(row?.error_message).toMatch(/tokens .* are used up/);
  });

  it('is failed by housekeeping when its job ended without a word (a worker killed on its last attempt)', async () => {
    const { transcriptId } = await insertTranscript(w.t, session.auth, session.user.user_id, manySegments(3));
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const row = (language: string, updated: string) => ({
      transcript_id: transcriptId,
      language,
      user_id: session.user.user_id,
      status: 'running' as const,
      progress: 40,
      segments: '{}',
      source_hash: 'x',
      run: `run-${language}`,
      error_message: null,
      created_at: updated,
      updated_at: updated,
    });
    await w.t.ctx.db
      .insertInto('translations')
      .values([row('de', hoursAgo(4)), row('fr', hoursAgo(0.5))])
      .execute();
    const report = await runHousekeeping(w.t.ctx, w.t.app.log);
    expect(report.stalledTranslations).toBe(1);
    expect(await readOne(transcriptId, 'de')).toMatchObject({
      status: 'failed',
      error_message: 'The translation stopped when the process doing it ended; start it again.',
    });
    expect((await readOne(transcriptId, 'fr'))?.status).toBe('running');
  });

  it('refuses the language the transcript is in, and gives another user 404', async () => {
    const { transcriptId } = await insertTranscript(w.t, session.auth, session.user.user_id, manySegments(2));
    const same = await start(transcriptId, 'en');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await start(transcriptId, 'it')).statusCode).toBe(400);

    const other = await signUpAndLogIn(w.t.app);
    const theirs = [
      await start(transcriptId, 'es', other.auth),
      await w.t.app.inject({ url: translations(transcriptId), headers: other.auth }),
      await w.t.app.inject({ url: `${translations(transcriptId)}/es`, headers: other.auth }),
      await w.t.app.inject({
        method: 'DELETE',
        url: `${translations(transcriptId)}/es`,
        headers: other.auth,
      }),
    ];
    for (const res of theirs) expect(res.statusCode).toBe(404);
  });
});

describe('translation without a language model', () => {
  it('is refused with LLM_REQUIRED', async () => {
    const t = await createTestApp();
    try {
      const session = await signUpAndLogIn(t.app);
      const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, manySegments(2));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/audio/transcript/${transcriptId}/translations`,
        headers: session.auth,
        payload: { language: 'es' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'LLM_REQUIRED' });
    } finally {
      await t.close();
    }
  });
});
