import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks, SPANISH_TEXT, textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';
import { summarise } from '../../src/text/insights/summary.js';
import { transcriptSentences } from '../../src/text/insights/transcript-sentences.js';

interface ChatRequest {
  url: string | undefined;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** How the stand-in model behaves next: answer, fail with a status, or answer too late. */
const behaviour: { status?: number; delayMs?: number } = {};

/** A local stand-in for llama.cpp / Ollama: OpenAI-style /v1/chat/completions. */
function startFakeModel(received: ChatRequest[]): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'];
    received.push({ url: req.url, authorization: req.headers.authorization, body });
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour.status) {
      res.writeHead(behaviour.status).end('{"error":"model not loaded"}');
      return;
    }
    const prompt = body.messages.at(-1)?.content ?? '';
    const content = prompt.startsWith('Summarise')
      ? '<think>The user wants a summary.</think>Resumen:\nEl mercado abrirá más tarde los sábados.'
      : 'Notas clave:\n- Horario ampliado los sábados\n- Aparcamiento para bicicletas\n* horario ampliado los sábados\n3. Obras del tejado';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('summaries and key notes by an OpenAI-compatible chat model (LLM_API_URL)', () => {
  const received: ChatRequest[] = [];
  let model: Server;
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    model = await startFakeModel(received);
    const address = model.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await createTestApp({
      LLM_API_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'sk-local',
      LLM_MODEL: 'qwen2.5-0.5b',
      LLM_TIMEOUT_SECONDS: '1',
    });
    session = await signUpAndLogIn(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => model.close(resolve));
  });

  const get = async (kind: 'summary' | 'keynotes', id: number) => {
    const res = await t.app.inject({ url: `/api/v1/audio/transcript/${kind}/${id}`, headers: session.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { audio_transcript_summary?: string; audio_transcript_keynotes?: string[] };
  };

  it('asks the model in the transcript’s language and caches its answers', async () => {
    const spanish = await insertTranscript(t, session.auth, session.user.user_id, textBlocks(SPANISH_TEXT), {
      languageId: 2,
    });
    expect((await get('summary', spanish.transcriptId)).audio_transcript_summary).toBe(
      'El mercado abrirá más tarde los sábados.',
    );
    expect((await get('keynotes', spanish.transcriptId)).audio_transcript_keynotes).toEqual([
      'Horario ampliado los sábados',
      'Aparcamiento para bicicletas',
      'Obras del tejado',
    ]);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.url).toBe('/v1/chat/completions');
      expect(request.authorization).toBe('Bearer sk-local');
      expect(request.body.model).toBe('qwen2.5-0.5b');
      expect(request.body.messages[0]?.content).toContain('Always write in Spanish');
      expect(request.body.messages[1]?.content).toContain('Speaker 1: Buenos días a todos');
    }
    await get('summary', spanish.transcriptId);
    await get('keynotes', spanish.transcriptId);
    expect(received).toHaveLength(2);
  });

  it.each([
    ['fails', { status: 503 }],
    ['times out', { delayMs: 1500 }],
  ])(
    'falls back to the built-in summary when the model %s, and asks it again next time',
    async (_, failure) => {
      const blocks = englishMeetingBlocks();
      const { transcriptId } = await insertTranscript(t, session.auth, session.user.user_id, blocks);
      Object.assign(behaviour, failure);
      const before = received.length;
      try {
        expect((await get('summary', transcriptId)).audio_transcript_summary).toBe(
          summarise(transcriptSentences(blocks, 'en'), 'en'),
        );
        expect(received.length).toBe(before + 1);
      } finally {
        behaviour.status = undefined;
        behaviour.delayMs = undefined;
      }
      expect((await get('summary', transcriptId)).audio_transcript_summary).toBe(
        'El mercado abrirá más tarde los sábados.',
      );
      expect(received.length).toBe(before + 2);
    },
  );
});
