import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

const DIST = new URL('../../dist/', import.meta.url).pathname;

/** The environment of a built entry point (`dist/…`) on the test app's database, media store and secret. */
export function processEnv(t: TestApp, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const db = t.ctx.config.database;
  return {
    PATH: process.env.PATH,
    DATA_DIR: t.dataDir,
    DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}`,
    JOB_QUEUE_SCHEMA: t.ctx.config.jobs.queueSchema,
    JWT_SECRET: new TextDecoder().decode(t.ctx.config.jwtSecret),
    MODELS_DIR: t.ctx.config.modelsDir,
    WEB_DIST_DIR: join(t.dataDir, 'no-web-build'),
    LOG_LEVEL: 'error',
    MODELS: 'none',
    ...extra,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** SIGKILL: no shutdown hook, no flush, as a crash or the OOM killer would stop it. */
  kill(): Promise<void>;
}

/** `node dist/main.js` on the test app's data, ready (its /api/health/ready answered 200). */
export async function startServerProcess(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(DIST, 'main.js')], {
    env: processEnv(t, { PORT: String(port), ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} on start`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not become ready in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    base,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** `node dist/cli/fsck.js [args]` on the test app's data (and `env`): its exit code and what it printed. */
export function runFsck(
  t: TestApp,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(DIST, 'cli/fsck.js'), ...args],
      { env: processEnv(t, env) },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
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
