import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../domain/app-error.js';
import type { Logger } from '../../domain/logger.js';

/** Who calls the MCP server: the user its key (or session) stands for, and whether that key only reads. */
export interface McpCaller {
  userId: number;
  readOnlyKey: boolean;
  log: Logger;
}

const text = (body: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: body }],
  ...(isError ? { isError: true } : {}),
});

/**
 * A tool's answer: the text `run` writes, or the refusal a service gave (its English message and code, as
 * the REST API answers it: another user's id is the same "not found" as a missing one). Anything else is
 * logged and answered without its details, as a 500 is.
 */
export async function answer(log: Logger, run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (error) {
    if (error instanceof AppError) return text(`${error.message} (${error.code})`, true);
    log.error({ err: error }, 'an MCP tool failed');
    return text('Something went wrong on the server. (INTERNAL)', true);
  }
}

/** Arguments a tool parses with the contract's own schema: its first message, as the REST API's 400. */
export function invalidArguments(error: { issues: { message: string }[] }): AppError {
  return new AppError('VALIDATION_FAILED', error.issues[0]?.message ?? 'Invalid arguments.');
}

/** Seconds as [hh:mm:ss], the way the transcript lines and citations show times. */
export function timeOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}
