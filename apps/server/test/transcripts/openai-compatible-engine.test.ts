import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ZModelListResponse, ZTranscriptionStartResponse, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePremium, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadFromDisk } from '../../src/test-support/library.js';
import { jobsOfTranscript } from '../../src/test-support/queue-jobs.js';
import { transcriptEvents } from '../../src/test-support/speech.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription } from '../../src/test-support/transcripts.js';

interface Received {
  authorization: string | undefined;
  fields: Record<string, string[]>;
  wavBytes: number;
}

/** A local stand-in for a whisper server: answers /v1/audio/transcriptions with verbose_json. */
function startFakeWhisper(received: Received[], failure: { status?: number }): Promise<Server> {
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const form = await new Response(body, {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const fields: Record<string, string[]> = {};
    let wavBytes = 0;
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = [...(fields[key] ?? []), value];
      else wavBytes = value.size;
    }
    received.push({ authorization: req.headers.authorization, fields, wavBytes });
    if (req.url !== '/v1/audio/transcriptions' || failure.status) {
      res.writeHead(failure.status ?? 404).end('{"error":"model overloaded"}');
      return;
    }
    const seconds = (wavBytes - 44) / 32_000;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        text: 'Hola a todos. Es excelente, me encanta.',
        segments: [{ start: 0, end: seconds, text: 'Hola a todos. Es excelente, me encanta.' }],
        words: [
          { word: ' Hola', start: 0.5, end: 0.9, probability: 0.9 },
          { word: ' a', start: 0.9, end: 1.0 },
          { word: ' todos.', start: 1.0, end: 1.5 },
          { word: ' Es', start: 3.2, end: 3.4 },
          { word: ' excelente,', start: 3.4, end: 3.9 },
          { word: ' me', start: 3.9, end: 4.0 },
          { word: ' encanta.', start: 4.0, end: 4.4 },
        ],
      }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('an OpenAI-compatible transcription server as a second engine', { timeout: 120_000 }, () => {
  const received: Received[] = [];
  const failure: { status?: number } = {};
  let whisper: Server;
  let t: TestApp;
  let base: string;
  let session: Session;

  beforeAll(async () => {
    whisper = await startFakeWhisper(received, failure);
    const address = whisper.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await createTestApp(
      {
        TRANSCRIBE_API_URL: `http://127.0.0.1:${port}/v1`,
        TRANSCRIBE_API_KEY: 'sk-test',
        TRANSCRIBE_API_MODEL: 'large-v3',
        TRANSCRIBE_API_LANGUAGES: 'en,es,fr,de',
      },
      { runWorker: true },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    session = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, session.user.user_id); // more transcriptions than the Free plan's 3 a day
  });
  afterAll(async () => {
    await t.close();
    whisper.close();
  });

  const upload = () => uploadFromDisk(t.app, session.auth, speechFixtures().librivox.wav, 'speech.wav');
  const transcribe = async (audioId: number) => {
    const res = await requestTranscription(t.app, session.auth, audioId, {
      audio_transcript_model_id: 2,
      audio_transcript_language_id: 2,
      audio_transcript_num_speakers: 1,
    });
    const id = ZTranscriptionStartResponse.parse(res.json()).data.audio_transcript_id;
    const events = await transcriptEvents(base, session, id, 60_000);
    return { id, final: events.at(-1) ?? { status: 'none' } };
  };

  it('adds its model and languages to the catalogue', async () => {
    const models = ZModelListResponse.parse(
      (await t.app.inject({ url: '/api/v1/audio/transcript/model', headers: session.auth })).json(),
    ).data;
    expect(
      models.map((m) => [
        m.audio_transcript_model_id,
        m.audio_transcript_model_name,
        m.audio_transcript_model_languages,
      ]),
    ).toEqual([
      [1, 'Fast', ['en']],
      [2, 'Accurate', ['en', 'es', 'fr', 'de']],
    ]);
    const languages = (
      await t.app.inject({ url: '/api/v1/audio/transcript/language', headers: session.auth })
    ).json().data;
    expect(
      languages.map(
        (l: { audio_transcript_language_iso_code: string }) => l.audio_transcript_language_iso_code,
      ),
    ).toEqual(['en', 'es', 'fr', 'de']);
  });

  it('sends the audio as WAV with verbose_json and word timestamps, and stores the words it returns', async () => {
    const { id, final } = await transcribe(await upload());
    expect(final.status).toBe('completed');
    const request = received.at(-1);
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.fields).toMatchObject({
      model: ['large-v3'],
      language: ['es'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['word', 'segment'],
    });
    expect(request?.wavBytes).toBeGreaterThan(32_000 * 20);
    expect(request?.fields.prompt).toBeUndefined(); // no vocabulary yet
    const data = ZTranscriptResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: session.auth })).json(),
    ).data;
    const segments = data.audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment);
    expect(data.audio_transcript_language_iso_code).toBe('es');
    expect(segments.map((s) => s.audio_transcript_data_segment_transcript)).toEqual([
      'Hola a todos.',
      'Es excelente, me encanta.',
    ]);
    expect(segments[0]?.audio_transcript_data_segment_words[0]).toMatchObject({
      word: 'Hola',
      confidence: 0.9,
    });
    expect(segments[1]?.audio_transcript_data_segment_sa?.audio_transcript_data_segment_sa_label).toBe(
      'positive',
    );
  });

  it("sends the user's vocabulary as the prompt, in its order", async () => {
    const words = ['Kubernetes', 'Zoë Ångström', 'kubernetes', 'OAuth'];
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/vocabulary',
      headers: session.auth,
      payload: { words },
    });
    expect(put.json().data.words).toEqual(['Kubernetes', 'Zoë Ångström', 'OAuth']);
    const { id, final } = await transcribe(await upload());
    expect(final.status).toBe('completed');
    expect(received.at(-1)?.fields.prompt).toEqual(['Kubernetes, Zoë Ångström, OAuth']);
    const read = await t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: session.auth });
    expect(ZTranscriptResponse.parse(read.json()).data.audio_transcript_produced_by).toEqual({
      engine: 'openai-compatible',
      model: 'large-v3',
      model_name: 'Accurate',
      language: 'es',
      speakers_requested: 1,
      vocabulary: ['Kubernetes', 'Zoë Ångström', 'OAuth'],
      // One speaker asked for: told apart by voice, not by channel.
      speakers_by: 'voice',
    });
  });

  it("adds the words of the file's folder, then of its tags, and says where they came from", async () => {
    const root = await rootFolder(t.app, session.auth);
    const clients = await makeFolder(t.app, session.auth, 'Clients', root.folder_id);
    const call = (method: 'PUT' | 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: session.auth, payload });
    expect(
      (await call('PUT', `/api/v1/folder/${clients.folder_id}`, { folder_vocabulary: ['Acme Corp'] }))
        .statusCode,
    ).toBe(200);
    const tag = (await call('POST', '/api/v1/tag', { tag_name: 'Support' })).json().data.tag_id as number;
    const words = await call('PATCH', `/api/v1/tag/${tag}`, { tag_vocabulary: ['Zendesk', 'oauth'] });
    expect(words.json().data.tag_vocabulary).toEqual(['Zendesk', 'oauth']);
    const audioId = await uploadFromDisk(t.app, session.auth, speechFixtures().librivox.wav, 'ticket.wav', {
      folder_id: String(clients.folder_id),
    });
    await call('PUT', `/api/v1/audio/${audioId}/tags`, { tag_ids: [tag] });
    const { id, final } = await transcribe(audioId);
    expect(final.status).toBe('completed');
    // The owner's words first; "oauth" is theirs already (as OAuth).
    expect(received.at(-1)?.fields.prompt).toEqual(['Kubernetes, Zoë Ångström, OAuth, Acme Corp, Zendesk']);
    const read = await t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: session.auth });
    expect(ZTranscriptResponse.parse(read.json()).data.audio_transcript_produced_by).toMatchObject({
      vocabulary: ['Kubernetes', 'Zoë Ångström', 'OAuth', 'Acme Corp', 'Zendesk'],
      vocabulary_sources: [
        { kind: 'folder', name: 'Clients' },
        { kind: 'tag', name: 'Support' },
      ],
    });
  });

  it('redoes a stretch in another mode and language, every other segment kept as a person left it', async () => {
    const { id, final } = await transcribe(await upload());
    expect(final.status).toBe('completed');
    const url = `/api/v1/audio/transcript/${id}`;
    const read = async () =>
      ZTranscriptResponse.parse((await t.app.inject({ url, headers: session.auth })).json()).data;
    const [first, second] = (await read()).audio_transcript_data.flatMap(
      (b) => b.audio_transcript_data_segment,
    );
    if (!first || !second) throw new Error('two segments expected');
    const edit = await t.app.inject({
      method: 'PUT',
      url,
      headers: session.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 1,
            audio_transcript_data_segment: [
              {
                audio_transcript_data_segment_id: first.audio_transcript_data_segment_id,
                audio_transcript_data_segment_transcript: 'Hola a todas.',
                audio_transcript_data_segment_verified: true,
              },
            ],
          },
        ],
      },
    });
    expect(edit.statusCode).toBe(200);
    const kept = (await read()).audio_transcript_data[0]?.audio_transcript_data_segment[0];
    const calls = received.length;
    const redo = await t.app.inject({
      method: 'POST',
      url: `${url}/reprocess`,
      headers: session.auth,
      payload: {
        start: second.audio_transcript_data_segment_start_time,
        end: second.audio_transcript_data_segment_end_time,
        audio_transcript_model_id: 1,
        audio_transcript_language_id: 1,
      },
    });
    expect(redo.statusCode, redo.body).toBe(200);
    expect((await transcriptEvents(base, session, id, 60_000)).at(-1)?.status).toBe('completed');
    const after = (await read()).audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment);
    // The built-in engine heard the stretch (English words, not the Accurate engine's Spanish).
    expect(received.length).toBe(calls);
    expect(JSON.stringify(after[0])).toBe(JSON.stringify(kept));
    const redone = after
      .slice(1)
      .map((s) => s.audio_transcript_data_segment_transcript)
      .join(' ');
    expect(redone).not.toContain('excelente');
    expect(redone.length).toBeGreaterThan(0);
    // What produced the rest stays recorded.
    expect((await read()).audio_transcript_produced_by?.engine).toBe('openai-compatible');
  });

  it('redone whole in another mode, the transcript is that mode’s: its mode, language and what produced it follow', async () => {
    const audioId = await upload();
    const { id, final } = await transcribe(audioId);
    expect(final.status).toBe('completed');
    const item = async () =>
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: session.auth })).json().data;
    const redo = await t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${id}/reprocess`,
      headers: session.auth,
      payload: {
        start: 0,
        end: (await item()).audio_duration,
        audio_transcript_model_id: 1,
        audio_transcript_language_id: 1,
      },
    });
    expect(redo.statusCode, redo.body).toBe(200);
    expect((await transcriptEvents(base, session, id, 60_000)).at(-1)?.status).toBe('completed');
    const read = await t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: session.auth });
    const after = ZTranscriptResponse.parse(read.json()).data;
    expect(after.audio_transcript_produced_by).toMatchObject({ engine: 'pocketsphinx', model_name: 'Fast' });
    expect(after.audio_transcript_language_iso_code).toBe('en');
    expect((await item()).audio_transcript[0].audio_transcript_model.audio_transcript_model_name).toBe(
      'Fast',
    );
    expect(JSON.stringify(after.audio_transcript_data)).not.toContain('excelente');
  });

  it("fails the transcript with the server's answer when it refuses, after retrying server errors", async () => {
    failure.status = 400;
    const refused = await transcribe(await upload());
    expect(refused.final.status).toBe('failed');
    const row = await t.ctx.db
      .selectFrom('transcripts')
      .select('error_message')
      .where('id', '=', refused.id)
      .executeTakeFirstOrThrow();
    expect(row.error_message).toBe(
      'The speech recognition server answered 400: {"error":"model overloaded"}',
    );

    failure.status = 503;
    const busy = await transcribe(await upload());
    expect(busy.final.status).toBe('failed');
    // The transcript is marked failed first (with its message), then the queue records the job's end.
    await vi.waitFor(async () =>
      expect(await jobsOfTranscript(t.ctx, busy.id)).toEqual([{ status: 'failed', attempts: 3 }]),
    );
    failure.status = undefined;
  });
});
