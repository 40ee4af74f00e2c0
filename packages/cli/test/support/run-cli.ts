import { type ChildProcess, spawn } from 'node:child_process';

const CLI_MAIN = new URL('../../dist/main.js', import.meta.url).pathname;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The built CLI (`node packages/cli/dist/main.js`, or an installed `transcribe` when given) with only PATH and
 * `env` (HOME, XDG_CONFIG_HOME, …).
 */
export function startCli(args: string[], env: Record<string, string>, cwd?: string, installed?: string) {
  const [command, ...before] = installed ? [installed] : [process.execPath, CLI_MAIN];
  const child: ChildProcess = spawn(command as string, [...before, ...args], {
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

export const runCli = (args: string[], env: Record<string, string>, cwd?: string, installed?: string) =>
  startCli(args, env, cwd, installed).done;
