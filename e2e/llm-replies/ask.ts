import type { LlmReply, LlmRequest } from '@transcribe/server/test-support/fake-llm';

/** A phrase of the Ask feature's system message (text/insights/ask-prompt.ts). */
const ASK_PROMPT = 'using only the numbered transcript segments';

/**
 * The stand-in's answer to a question (Ask): it cites the segment that mentions the budget (else the first
 * segment listed), by an id the prompt gave, word by word so the answer is seen streaming in.
 */
export function askReply(request: LlmRequest): LlmReply | undefined {
  const messages = request.body.messages;
  if (!messages[0]?.content.includes(ASK_PROMPT)) return undefined;
  const prompt = messages.at(-1)?.content ?? '';
  const lines = prompt.split('\n').filter((line) => /^\[S\d+\]/.test(line));
  const cited = lines.find((line) => /budget/i.test(line)) ?? lines[0];
  const ref = cited ? /^\[(S\d+)\]/.exec(cited)?.[1] : undefined;
  if (!ref) return { content: 'The transcript does not say.', pieceDelayMs: 20 };
  return {
    content: `The budget was approved on Friday by the board [${ref}].`,
    pieceDelayMs: 60,
    usage: { prompt_tokens: 120, completion_tokens: 14 },
  };
}
