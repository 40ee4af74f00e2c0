import {
  type ChatAnswer,
  type ChatMessage,
  type ChatOptions,
  chatCompletion,
  LlmError,
} from '../../adapters/llm-chat.js';
import type { AppContext } from '../../app-context.js';
import { recordLlmCall, tokensOnDay } from '../../db/repositories/llm-calls.js';
import type { LlmPurpose } from '../../db/schema.js';

/** The user's tokens for today are used up (LLM_DAILY_TOKENS_PER_USER): callers fall back as on any failure. */
export class LlmQuotaError extends LlmError {}

/**
 * Every call to the language model goes through here: refused when no model is configured or the user's
 * daily tokens are used up (both LlmError, so each caller's built-in fallback applies), and recorded with
 * its time and the tokens the server reported, failed and cancelled calls included.
 */
export async function askLanguageModel(
  ctx: AppContext,
  userId: number,
  purpose: LlmPurpose,
  messages: ChatMessage[],
  options: ChatOptions = {},
): Promise<ChatAnswer> {
  const llm = ctx.config.llm;
  if (!llm) throw new LlmError('No language model is set up on this server.');
  const day = new Date().toISOString().slice(0, 10);
  const cap = llm.dailyTokensPerUser;
  if (cap !== undefined && (await tokensOnDay(ctx.db, userId, day)) >= cap) {
    throw new LlmQuotaError(
      `Today's language model tokens (${cap}) are used up; they renew at midnight UTC.`,
    );
  }
  const started = performance.now();
  let answer: ChatAnswer | undefined;
  try {
    answer = await chatCompletion(llm, messages, options);
    return answer;
  } finally {
    await recordLlmCall(ctx.db, {
      user_id: userId,
      purpose,
      day,
      duration_ms: Math.round(performance.now() - started),
      prompt_tokens: answer?.promptTokens ?? null,
      completion_tokens: answer?.completionTokens ?? null,
      succeeded: answer ? 1 : 0,
      created_at: new Date().toISOString(),
    });
  }
}
