import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built entry point, as `npm start` runs it (npm test builds before running tests).
const MAIN = new URL('../../dist/main.js', import.meta.url).pathname;

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'main-test-')),
      PORT: '0',
      MODELS: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

describe('the server process', () => {
  it('serves health once started and exits cleanly on SIGTERM', async () => {
    const server = start({});
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
        if (match?.[1]) {
          clearInterval(timer);
          resolve(match[1]);
        }
      }, 50);
      server.exited.then(() => reject(new Error(server.output())));
    });
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  });

  it('refuses a bad configuration with one clear line and exit code 1', async () => {
    const server = start({ DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: DATABASE_URL must start with postgres:// or sqlite:',
    );
  });
});
