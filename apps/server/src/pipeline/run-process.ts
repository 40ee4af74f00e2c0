import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { abortError } from './pipeline-error.js';

export interface ProcessResult {
  code: number | null;
  /** Set when the process died of a signal (killed by the OS, out of memory, ...). */
  signal: NodeJS.Signals | null;
  stdout: string;
  /** The last few kilobytes only: enough for an error message, bounded for a chatty tool. */
  stderr: string;
}

const STDERR_KEEP = 8 * 1024;

/**
 * Runs a command to its end, feeding `stdin` from a stream and collecting stdout as text. On abort the
 * child is killed at once (SIGKILL: a decoder or recogniser has nothing to flush) and the promise rejects
 * with the signal's reason, so a cancelled job never leaves a process behind.
 */
export function runProcess(
  command: string,
  args: string[],
  options: { signal: AbortSignal; stdin?: Readable; collectStdout?: boolean },
): Promise<ProcessResult> {
  const { signal, stdin, collectStdout = false } = options;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [stdin ? 'pipe' : 'ignore', collectStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      stdin?.destroy();
      finish(() => reject(abortError(signal)));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    child.stdout?.on('data', (data: Buffer) => stdout.push(data));
    child.stderr?.on('data', (data: Buffer) => {
      stderr = (stderr + data.toString('utf8')).slice(-STDERR_KEEP);
    });
    if (stdin && child.stdin) {
      // The child may exit before reading all its input (EPIPE); its exit status tells what happened.
      child.stdin.on('error', () => {});
      stdin.on('error', (error) => {
        child.kill('SIGKILL');
        finish(() => reject(error));
      });
      stdin.pipe(child.stdin);
    }
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', (code, exitSignal) =>
      finish(() =>
        resolve({ code, signal: exitSignal, stdout: Buffer.concat(stdout).toString('utf8'), stderr }),
      ),
    );
  });
}
