import { type LlmReply, type LlmRequest, startFakeLlm } from '@transcribe/server/test-support/fake-llm';
import { askReply } from './llm-replies/ask.ts';
import { templateReply } from './llm-replies/templates.ts';
import { translationReply } from './llm-replies/translation.ts';

/**
 * The browser specs' language model: a local server speaking OpenAI chat completions (started by
 * playwright.config.ts beside the app). Each feature's stand-in answers the prompts it recognises; any other
 * prompt gets a 503, so summaries and key notes keep coming from the built-in method as without a model.
 */
const replies: Array<(request: LlmRequest) => LlmReply | undefined> = [
  askReply,
  templateReply,
  translationReply,
];

const model = await startFakeLlm(Number(process.env.E2E_LLM_PORT));
model.reply = (request) => {
  for (const reply of replies) {
    const answer = reply(request);
    if (answer) return answer;
  }
  return { status: 503 };
};
console.log(`language model stand-in at ${model.url}`);
