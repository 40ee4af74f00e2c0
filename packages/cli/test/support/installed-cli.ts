import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CliRun } from './run-cli.js';

const CLI_PACKAGE = new URL('../../', import.meta.url).pathname;
const run = promisify(execFile);

/**
 * The CLI as a user installs it: `npm pack` of packages/cli (which builds it), then `npm install --global` of
 * that tarball into a prefix of its own under `dir`, its dependency from npm's cache only (`--offline`: a test
 * reaches no host outside this machine; `npm ci` filled the cache). Returns the installed `transcribe`.
 */
export async function installFromPackage(dir: string): Promise<string> {
  const packed = await run('npm', ['pack', '--pack-destination', dir, '--silent'], { cwd: CLI_PACKAGE });
  const tarball = join(dir, packed.stdout.trim().split('\n').at(-1) ?? '');
  const prefix = join(dir, 'prefix');
  await run(
    'npm',
    ['install', '--global', '--prefix', prefix, tarball, '--offline', '--no-audit', '--no-fund'],
    {
      cwd: dir,
    },
  );
  return join(prefix, 'bin', 'transcribe');
}

const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * `command` on a terminal of its own (util-linux `script` gives it a pseudo-terminal): what it wrote there,
 * stdout and stderr together as a person would see them, and its exit code.
 */
export function runOnTerminal(command: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn('script', ['-qfec', command.map(quoted).join(' '), '/dev/null'], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
