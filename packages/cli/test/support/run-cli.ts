import { type ChildProcess, spawn } from 'node:child_process';

const CLI_MAIN = new URL('../../dist/main.js', import.meta.url).pathname;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The built CLI (`node packages/cli/dist/main.js`) with only PATH and `env` (HOME, XDG_CONFIG_HOME, …). */
export function startCli(args: string[], env: Record<string, string>, cwd?: string) {
  const child: ChildProcess = spawn(process.execPath, [CLI_MAIN, ...args], {
    env: { PATH: process.env.PATH, ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk;
  });
  const done = new Promise<CliRun>((resolve) => child.once('close', (code) => resolve({ code, ...output })));
  return { child, output, done };
}

export const runCli = (args: string[], env: Record<string, string>, cwd?: string) =>
  startCli(args, env, cwd).done;
