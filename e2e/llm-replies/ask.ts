import type { LlmReply, LlmRequest } from '@transcribe/server/test-support/fake-llm';

/** The stand-in's answer to this feature's prompts; undefined for any other prompt. */
export function askReply(_request: LlmRequest): LlmReply | undefined {
  return undefined;
}
