import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installModel, removeModel } from '../../src/adapters/model-installer.js';
import { installedModel, installedModels } from '../../src/pipeline/models/installed-models.js';
import type { CatalogueModel } from '../../src/pipeline/models/model-catalogue.js';
import { freePort } from '../../src/test-support/server-processes.js';
import { speechModelsDir } from '../../src/test-support/speech-fixtures.js';

// The model manager against a local HTTP server that serves model files with Range support and can cut a
// download short: what happens on a real machine when github.com is slow, gone or serves something else.

let dir: string;
let modelsDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'model-manager-'));
  modelsDir = join(dir, 'models');
  mkdirSync(modelsDir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A .tar.bz2 like sherpa-onnx's releases: one top folder holding the model's files. */
function archive(folder: string, files: Record<string, Buffer>): Buffer {
  const root = join(dir, 'archive-src');
  mkdirSync(join(root, folder), { recursive: true });
  for (const [name, data] of Object.entries(files)) writeFileSync(join(root, folder, name), data);
  const out = join(dir, `${folder}.tar.bz2`);
  execFileSync('tar', ['-cjf', out, '-C', root, folder]);
  rmSync(root, { recursive: true });
  return readFileSync(out);
}

function entryFor(name: string, file: Buffer, url: string, files: Record<string, string>): CatalogueModel {
  return {
    name,
    family: 'nemo-transducer',
    title: name,
    languages: ['en'],
    bytes: file.length,
    sha256: sha256(file),
    url,
    licence: 'test',
    archive: url.endsWith('.tar.bz2') ? { folder: `${name}-files` } : undefined,
    files,
    published: 'nothing',
  };
}

interface FileServer {
  url: string;
  /** The Range header of each request, '' when there was none. */
  ranges: string[];
  close(): Promise<void>;
}

/**
 * Serves `body` at any path; `cutAfter` ends the first response's connection after that many bytes, and
 * `stopAtCut` then stops listening too (the network went away).
 */
async function serve(
  body: Buffer,
  options: { cutAfter?: number; stopAtCut?: boolean; port?: number } = {},
): Promise<FileServer> {
  const ranges: string[] = [];
  let cut = options.cutAfter;
  const server: Server = createServer((req, res) => {
    ranges.push(req.headers.range ?? '');
    const from = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    if (from >= body.length) return res.writeHead(416).end();
    res.writeHead(from > 0 ? 206 : 200, {
      'content-length': body.length - from,
      connection: 'close', // no pooled socket outlives a test server
      ...(from > 0 ? { 'content-range': `bytes ${from}-${body.length - 1}/${body.length}` } : {}),
    });
    if (cut !== undefined) {
      const upTo = cut;
      cut = undefined;
      res.write(body.subarray(from, upTo), () => {
        res.socket?.end(); // a clean close before the promised length: the bytes sent so far arrive
        if (options.stopAtCut) server.close();
      });
    } else res.end(body.subarray(from));
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    ranges,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const FILES = { encoder: 'encoder.onnx', tokens: 'tokens.txt' };
const model = () =>
  archive('tiny-files', { 'encoder.onnx': randomBytes(300_000), 'tokens.txt': Buffer.from('a 0\n') });

describe('npm run models (the installer)', () => {
  it('continues a cut download where it stopped, within one run and in the next one', async () => {
    const file = model();
    const first = await serve(file, { cutAfter: 150_000 });
    const entry = entryFor('tiny', file, `${first.url}/tiny-files.tar.bz2`, FILES);
    await installModel(entry, { modelsDir, retryDelayMs: 0 });
    // The second request asks for what was not on disk yet (fetch drops what it had queued when cut).
    expect(first.ranges).toHaveLength(2);
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(first.ranges[1] ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(150_000);
    await first.close();
    expect(readFileSync(join(modelsDir, 'tiny/tokens.txt'), 'utf8')).toBe('a 0\n');
    expect(readdirSync(join(modelsDir, '.downloads'))).toEqual([]);

    // The network goes away after 40%: the run fails, and the next one asks only for the rest.
    removeModel(entry, modelsDir);
    const port = Number(new URL(first.url).port);
    const cutAt = Math.round(file.length * 0.4);
    const flaky = await serve(file, { cutAfter: cutAt, stopAtCut: true, port });
    await expect(installModel(entry, { modelsDir, retryDelayMs: 50 })).rejects.toThrow(
      /^cannot reach http:\/\/127\.0\.0\.1:\d+\/tiny-files\.tar\.bz2: /,
    );
    await flaky.close();
    expect(installedModel(modelsDir, entry)).toBeUndefined();
    const kept = statSync(join(modelsDir, '.downloads/tiny-files.tar.bz2')).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(cutAt);
    const again = await serve(file, { port });
    await installModel(entry, { modelsDir, retryDelayMs: 0 });
    expect(again.ranges).toEqual([`bytes=${kept}-`]);
    await again.close();
    expect(installedModel(modelsDir, entry)).toBeDefined();
  });

  it('installs nothing when the file does not match its pinned checksum, and says why in one line', async () => {
    const file = model();
    const other = Buffer.from(file);
    other.writeUInt8(other.readUInt8(other.length >> 1) ^ 0xff, other.length >> 1);
    const server = await serve(other);
    const entry = entryFor('tiny', file, `${server.url}/tiny-files.tar.bz2`, FILES);
    const failure = installModel(entry, { modelsDir });
    await expect(failure).rejects.toThrow(
      /^tiny-files\.tar\.bz2 is not tiny: its SHA-256 is [0-9a-f]{64}, not the pinned/,
    );
    await server.close();
    expect(readdirSync(modelsDir)).toEqual(['.downloads']);
    expect(readdirSync(join(modelsDir, '.downloads'))).toEqual([]);
  });

  it('installs from a file copied by hand (--from), single files too, and removes', async () => {
    const weights = Buffer.alloc(5000, 3);
    const path = join(dir, 'speaker.onnx');
    writeFileSync(path, weights);
    const entry = {
      ...entryFor('voices', weights, 'https://example.invalid/x/speaker.onnx', { model: 'speaker.onnx' }),
      family: 'speaker-embedding' as const,
    };
    expect(await installModel(entry, { modelsDir, from: path })).toBe(true);
    expect(await installModel(entry, { modelsDir, from: path })).toBe(false);
    expect(installedModels(modelsDir, 'speaker-embedding', [entry]).map((m) => m.files.model)).toEqual([
      join(modelsDir, 'voices/speaker.onnx'),
    ]);
    expect(existsSync(path)).toBe(true);
    expect(removeModel(entry, modelsDir)).toBe(true);
    expect(installedModel(modelsDir, entry)).toBeUndefined();

    writeFileSync(path, Buffer.alloc(5000, 4));
    await expect(installModel(entry, { modelsDir, from: path })).rejects.toThrow(/its SHA-256 is/);
    expect(existsSync(join(modelsDir, 'voices'))).toBe(false);
  });

  it('refuses an archive that lacks a file the runtime reads', async () => {
    const file = model();
    const path = join(dir, 'tiny-files.tar.bz2');
    writeFileSync(path, file);
    const entry = entryFor('tiny', file, 'https://example.invalid/tiny-files.tar.bz2', {
      ...FILES,
      joiner: 'joiner.onnx',
    });
    await expect(installModel(entry, { modelsDir, from: path })).rejects.toThrow(
      'lacks joiner.onnx; nothing was installed',
    );
    expect(existsSync(join(modelsDir, 'tiny'))).toBe(false);
  });
});

const CLI = new URL('../../dist/cli/models.js', import.meta.url).pathname;

function runCli(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, MODELS_DIR: modelsDir, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run models (the command)', () => {
  it('lists the catalogue with what is installed', async () => {
    const { code, stdout } = await runCli(['list']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/parakeet-v3 +nemo-transducer +487 MB +bg,hr,.*en.*CC-BY-4\.0 +-/);
    expect(stdout).toMatch(/campplus +speaker-embedding/);
  });

  it('names the catalogue when a name is unknown', async () => {
    const { code, stderr } = await runCli(['add', 'whisper-huge']);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      'Unknown model whisper-huge; the catalogue has: parakeet-v3, parakeet-v2, campplus, wespeaker-resnet34',
    );
  });

  it('without a network: one line that says why and how to install offline, and a failing exit code', async () => {
    const closed = await freePort();
    const { code, stdout, stderr } = await runCli(['add', 'campplus'], {
      MODELS_MIRROR: `http://127.0.0.1:${closed}/models`,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^campplus: cannot reach http:\/\/127\.0\.0\.1:\d+\/models\/3dspeaker_speech_campplus_sv_en_voxceleb_16k\.onnx: connect ECONNREFUSED .* \(without internet: fetch https:\/\/github\.com\/.* elsewhere, then add campplus --from FILE\)$/,
    );
    expect(readdirSync(modelsDir).filter((name) => !name.startsWith('.'))).toEqual([]);
  });

  it('bootstrap leaves MODELS to the server: it fetches none of them, so a first start does not wait', async () => {
    // The shared speech models, so that bootstrap has nothing else to fetch.
    for (const name of readdirSync(speechModelsDir()))
      symlinkSync(join(speechModelsDir(), name), join(modelsDir, name));
    const closed = await freePort();
    const run = spawnSync('bash', ['scripts/bootstrap'], {
      cwd: new URL('../../../../', import.meta.url).pathname,
      env: {
        ...process.env,
        MODELS: 'campplus',
        MODELS_DIR: modelsDir,
        MODELS_MIRROR: `http://127.0.0.1:${closed}`,
      },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr).not.toMatch(/campplus/);
    expect(existsSync(join(modelsDir, 'campplus'))).toBe(false);
  });
});
