import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const MAIN = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything the server has written to stdout so far (its log). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server on a free port with an empty data directory; BENCH_NODE_ARGS adds options to its
 * node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a bench's server time goes).
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'transcribe-bench-'));
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    // MODELS: what is installed is measured; a bench never starts a download (set MODELS to let it).
    env: { MODELS: 'none', ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url,
    child,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident and peak resident memory of a process, in MiB, from /proc. */
export function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

export async function signUpAndLogIn(
  url: string,
  email = `bench-${Date.now()}@example.com`,
): Promise<string> {
  const password = 'benchmark password';
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/v1/user', { user_email: email, user_password: password });
  const login = (await (
    await post('/api/v1/auth', { login_email: email, login_password: password })
  ).json()) as {
    login: { login_access_token: string };
  };
  return login.login.login_access_token;
}

export function machine(): string {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  const memGiB =
    Number(/MemTotal:\s+(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1] ?? 0) / 1024 ** 2;
  return `${cpu}, ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores, ${memGiB.toFixed(0)} GiB, Node ${process.version}`;
}

/**
 * Uploads a WAV to POST /api/v1/audio as multipart, streamed from disk so the bench holds none of it;
 * `fields` (e.g. folder_id) go before the file, `name` replaces the file's own name.
 */
export function uploadFile(
  url: string,
  token: string,
  path: string,
  options: { fields?: Record<string, string>; name?: string } = {},
): Promise<{ status: number; body: string }> {
  const boundary = 'bench-boundary';
  const fields = Object.entries(options.fields ?? {})
    .map(
      ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? basename(path)}"\r\n` +
      'Content-Type: audio/wav\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/v1/audio`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + statSync(path).size + tail.length,
      },
    });
    req.on('response', async (res) => {
      let body = '';
      for await (const chunk of res) body += chunk;
      resolve({ status: res.statusCode ?? 0, body });
    });
    req.on('error', reject);
    req.write(head);
    pipeline(createReadStream(path), req, { end: false }).then(() => req.end(tail), reject);
  });
}
