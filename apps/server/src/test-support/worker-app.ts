import {
  type TTranscriptionRequest,
  ZTranscriptionStartResponse,
  ZTranscriptResponse,
} from '@transcribe/contract';
import type { AppOptions } from '../app.js';
import { makePremium, type Session, signUpAndLogIn } from './accounts.js';
import { uploadFromDisk } from './library.js';
import { transcriptEvents } from './speech.js';
import { createTestApp, type TestApp } from './test-app.js';
import { FAST_MODEL, requestTranscription } from './transcripts.js';

/**
 * A test server that runs transcription jobs in this process, listening on a port of its own so event
 * streams can be read, with a signed-in user on the unlimited plan: what real-speech API tests start from.
 * `env` adds to or overrides its settings (e.g. a MODELS_DIR of the test's own).
 */
export async function createWorkerTestApp(
  env: Record<string, string> = {},
  options: Omit<AppOptions, 'runWorker'> = {},
): Promise<{ t: TestApp; base: string; session: Session }> {
  const t = await createTestApp(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env },
    { ...options, runWorker: true },
  );
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await signUpAndLogIn(t.app);
  await makePremium(t.ctx.db, session.user.user_id);
  return { t, base, session };
}

export type WorkerTestApp = Awaited<ReturnType<typeof createWorkerTestApp>>;

/**
 * Uploads a file from disk, asks for its transcription (the Fast model unless `request` says otherwise) and
 * waits for its last progress event: the events and the transcript as read back (a failed one too).
 */
export async function transcribeThroughApi(
  { t, base, session }: WorkerTestApp,
  path: string,
  name: string,
  request: Partial<TTranscriptionRequest> = {},
) {
  const audioId = await uploadFromDisk(t.app, session.auth, path, name, { language: 'en', mode: '1' });
  const started = await requestTranscription(t.app, session.auth, audioId, { ...FAST_MODEL, ...request });
  if (started.statusCode !== 201) throw new Error(`transcription refused: ${started.body}`);
  const id = ZTranscriptionStartResponse.parse(started.json()).data.audio_transcript_id;
  const events = await transcriptEvents(base, session, id, 240_000);
  const res = await t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: session.auth });
  return { id, events, res };
}

/** As `transcribeThroughApi`, for a transcription that must complete: the finished transcript. */
export async function completedTranscript(
  app: WorkerTestApp,
  path: string,
  name: string,
  request: Partial<TTranscriptionRequest> = {},
) {
  const { id, events, res } = await transcribeThroughApi(app, path, name, request);
  if (events.at(-1)?.status !== 'completed')
    throw new Error(`transcript ${id} ended ${events.at(-1)?.status}`);
  return { id, transcript: ZTranscriptResponse.parse(res.json()).data };
}
