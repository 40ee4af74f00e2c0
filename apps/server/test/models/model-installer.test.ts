import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ZAdminModelsResponse, ZModelListResponse } from '@transcribe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { transcriptById } from '../../src/db/repositories/transcripts.js';
import { MODEL_CATALOGUE } from '../../src/pipeline/models/model-catalogue.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { modelsDirWith } from '../../src/test-support/models-dir.js';
import { librivoxRepeated } from '../../src/test-support/speech.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import { requestTranscription } from '../../src/test-support/transcripts.js';
import { TRANSDUCER_WORD, writeTestTransducerModel } from '../../src/test-support/transducer-model.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

// The background installer against a local mirror that serves the test transducer (in the NeMo transducer
// format, packed as sherpa-onnx packs Parakeet) under the catalogue entry of parakeet-v3 that the tests
// register with its own size and SHA-256: nothing leaves this machine.
const PARAKEET = MODEL_CATALOGUE.find((model) => model.name === 'parakeet-v3');
if (!PARAKEET?.archive) throw new Error('parakeet-v3 is not in the catalogue');
const fileName = basename(new URL(PARAKEET.url).pathname);

const work = mkdtempSync(join(tmpdir(), 'installer-'));
writeTestTransducerModel(join(work, PARAKEET.archive.folder));
execFileSync('tar', ['-cjf', join(work, fileName), '-C', work, PARAKEET.archive.folder]);
const archive = readFileSync(join(work, fileName));
const testCatalogue = MODEL_CATALOGUE.map((model) =>
  model === PARAKEET
    ? { ...model, bytes: archive.length, sha256: createHash('sha256').update(archive).digest('hex') }
    : model,
);

/** A mirror: the archive under parakeet's own file name (sent when `release` resolves), 404 for the rest. */
async function mirror(options: { missing?: boolean } = {}) {
  const requests: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer(async (req, res: ServerResponse) => {
    requests.push(req.url ?? '');
    if (options.missing || req.url !== `/${fileName}`) return void res.writeHead(404).end('not here');
    await released;
    res.writeHead(200, { 'content-length': archive.length }).end(archive);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    requests,
    release,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server with its own MODELS_DIR (the built-in engine linked in), the installer on, its log kept. */
async function serverWith(env: Record<string, string>) {
  const modelsDir = modelsDirWith({});
  const log: string[] = [];
  const app: WorkerTestApp = await createWorkerTestApp(
    { MODELS_DIR: modelsDir, LOG_LEVEL: 'info', ...env },
    {
      installModels: { tickMs: 100, retryMs: 300 },
      modelCatalogue: testCatalogue,
      logStream: { write: (line: string) => log.push(JSON.parse(line).msg as string) },
    },
  );
  cleanups.push(
    () => rmSync(modelsDir, { recursive: true, force: true }),
    () => app.t.close(),
  );
  const get = (url: string) => app.t.app.inject({ url, headers: app.session.auth });
  const modes = async () =>
    ZModelListResponse.parse((await get('/api/v1/audio/transcript/model')).json()).data.map(
      (mode) => mode.audio_transcript_model_id,
    );
  const models = async () => ZAdminModelsResponse.parse((await get('/api/v1/admin/models')).json()).data;
  const parakeet = async () => (await models()).models.find((model) => model.name === 'parakeet-v3');
  return { app, modelsDir, log, get, modes, models, parakeet };
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the background model installer', { timeout: 120_000 }, () => {
  it('serves at once, then offers the model it installed without a restart, as the default mode, a running transcription undisturbed', async () => {
    const files = await mirror();
    cleanups.push(files.close);
    const server = await serverWith({ MODELS_MIRROR: files.url() });
    // The download is held back by the mirror: the server answers meanwhile, on the built-in engine.
    await until(
      () => Promise.resolve(files.requests.length),
      (n) => n > 0,
    );
    expect((await server.get('/api/health')).statusCode).toBe(200);
    expect(await server.modes()).toEqual([1]);
    expect((await server.parakeet())?.state).toBe('downloading');
    // Everyone's upload dialog hears that a more accurate mode is on its way.
    const installing = (await server.get('/api/v1/audio/transcript/model/installing')).json().data;
    expect(installing).toEqual([expect.objectContaining({ name: 'parakeet-v3', percent: 0 })]);

    // A transcription on the built-in engine is running when the model arrives: it is not disturbed.
    const { t, session } = server.app;
    const audioId = await uploadFromDisk(t.app, session.auth, librivoxRepeated(2), 'running.wav');
    const running = (await requestTranscription(t.app, session.auth, audioId)).json().data
      .audio_transcript_id;
    const statusOf = async () => (await transcriptById(t.ctx.db, running))?.status;
    expect(await until(statusOf, (status) => status !== 'queued')).toBe('transcribing');

    files.release();
    expect(await until(server.modes, (ids) => ids.includes(101))).toEqual([1, 101]);
    expect(await statusOf()).toBe('transcribing');
    expect(await until(statusOf, (status) => status === 'completed' || status === 'failed', 60_000)).toBe(
      'completed',
    );
    const first = (await server.get(`/api/v1/audio/transcript/${running}`)).json().data;
    expect(first.audio_transcript_produced_by.engine).toBe('pocketsphinx');
    expect((await server.parakeet())?.state).toBe('installed');
    expect((await server.get('/api/v1/audio/transcript/model/installing')).json().data).toEqual([]);
    expect(server.log.filter((line) => line.startsWith('installing parakeet-v3: '))).toContain(
      `installing parakeet-v3: 0% of ${Math.round(archive.length / 1e6)} MB`,
    );
    expect(server.log).toContain(`installed parakeet-v3 in ${server.modelsDir}: it is offered from now on`);
    expect(server.log).toContain('speech recognition now also with parakeet-v3');

    // A request naming no mode gets the accurate one, and it transcribes.
    const { transcript } = await completedTranscript(server.app, speechFixtures().librivox.wav, 'a.wav', {
      audio_transcript_model_id: undefined,
    });
    expect(transcript.audio_transcript_produced_by?.model).toBe('parakeet-v3');
    expect(
      transcript.audio_transcript_data[0]?.audio_transcript_data_segment[0]?.audio_transcript_data_segment_transcript.toLowerCase(),
    ).toContain(TRANSDUCER_WORD);
  });

  it('says why an install failed and when it tries again, once a try, and keeps serving', async () => {
    const files = await mirror({ missing: true });
    cleanups.push(files.close);
    const server = await serverWith({ MODELS_MIRROR: files.url(), MODELS: 'parakeet-v3' });
    const failed = await until(server.parakeet, (model) => model?.state === 'failed');
    expect(failed).toMatchObject({ state: 'failed', wanted: true });
    expect(failed?.error).toMatch(/404/);
    expect(Date.parse(failed?.next_try_at ?? '')).toBeGreaterThan(Date.now() - 1000);
    // Tries at 0, 0.3 and 0.9 s: each is one request and one line.
    await until(
      () => Promise.resolve(files.requests.length),
      (n) => n >= 3,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const lines = server.log.filter((line) => line.startsWith('could not install parakeet-v3: '));
    expect(lines.length).toBe(files.requests.length);
    expect(lines[0]).toMatch(/; trying again at \d{4}-\d\d-\d\dT/);
    expect((await server.get('/api/health')).statusCode).toBe(200);
    expect(await server.modes()).toEqual([1]);
  });

  it('with MODELS=none reaches out only when an administrator installs, and removes on request', async () => {
    const files = await mirror();
    cleanups.push(files.close);
    files.release();
    const server = await serverWith({ MODELS_MIRROR: files.url(), MODELS: 'none' });
    await new Promise((resolve) => setTimeout(resolve, 500)); // five looks for work
    expect(files.requests).toEqual([]);
    expect(await server.parakeet()).toMatchObject({ state: 'not_installed', wanted: false });

    const install = await server.app.t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/models/parakeet-v3/install',
      headers: server.app.session.auth,
    });
    expect(install.json().data).toMatchObject({ name: 'parakeet-v3', wanted: true });
    expect(await until(server.modes, (ids) => ids.includes(101))).toEqual([1, 101]);

    const removed = await server.app.t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/models/parakeet-v3',
      headers: server.app.session.auth,
    });
    expect(removed.json().data).toMatchObject({ state: 'not_installed', wanted: false });
    expect(existsSync(join(server.modelsDir, 'parakeet-v3'))).toBe(false);
    expect(await server.modes()).toEqual([1]);
    const audit = (await server.get('/api/v1/admin/audit')).json().data.entries as { audit_action: string }[];
    expect(audit.map((entry) => entry.audit_action)).toEqual(['model.remove', 'model.install']);
  });
});
