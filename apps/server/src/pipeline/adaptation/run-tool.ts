import { abortError, PipelineError } from '../pipeline-error.js';
import { runProcess } from '../run-process.js';

/**
 * Runs one of the adaptation's programs to its end; a failure becomes a PipelineError naming the program
 * and the end of what it wrote to stderr (a missing program says to run scripts/bootstrap).
 */
export async function runTool(command: string, args: string[], signal: AbortSignal): Promise<string> {
  const name = command.split('/').at(-1) ?? command;
  let result: Awaited<ReturnType<typeof runProcess>>;
  try {
    result = await runProcess(command, args, { signal, collectStdout: true });
  } catch (error) {
    if (signal.aborted) throw abortError(signal);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new PipelineError(`${name} was not found; run scripts/bootstrap.`, false);
    }
    throw error;
  }
  if (result.code !== 0) {
    const why = result.signal ? `was killed by ${result.signal}` : `exited with ${result.code}`;
    // A program killed (out of memory, say) may finish another time; one that gave up on its input won't.
    const retryable = result.signal !== null;
    throw new PipelineError(
      `Speaker adaptation: ${name} ${why}: ${result.stderr.trim().slice(-300)}`,
      retryable,
    );
  }
  return result.stdout;
}
