import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = new URL('../../../../', import.meta.url).pathname;
const SERVER_MAIN = join(REPO, 'apps/server/dist/main.js');

export interface TestServer {
  base: string;
  /** A personal API key of the install's first account (its owner, unlimited plan). */
  apiKey: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `check` until it holds (its value), or fails after `ms`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  ms = 30_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The built server (`node apps/server/dist/main.js`, `npx tsc -b` first) on a free port and an empty data
 * directory, with the built-in engine's model files of the repository's models/ and no downloads; then the
 * first account signed up over HTTP and an API key made for it.
 */
export async function startServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'transcribe-cli-server-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: 'cli-test-secret-cli-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      MODELS: 'none',
      MODELS_DIR: process.env.MODELS_DIR ?? join(REPO, 'models'),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      // `transcribe import` fetches from a file server of the test's, on this machine.
      IMPORT_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await until('the server to be ready', async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    return fetch(`${base}/api/health/ready`).then(
      (res) => res.status === 200 || undefined,
      () => undefined,
    );
  });
  const apiKey = await firstAccountKey(base);
  return {
    base,
    apiKey,
    dataDir,
    async stop() {
      child.kill('SIGKILL');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function post(
  base: string,
  path: string,
  body: object,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function firstAccountKey(base: string): Promise<string> {
  const account = { user_email: 'cli@example.com', user_password: 'a long enough password 42' };
  await post(base, '/api/v1/user', account);
  const session = await post(base, '/api/v1/auth', {
    login_email: account.user_email,
    login_password: account.user_password,
  });
  const token = (session.login as { login_access_token: string }).login_access_token;
  const key = await post(base, '/api/v1/user/api-key', { api_key_name: 'cli test' }, token);
  return (key.data as { api_key_secret: string }).api_key_secret;
}
