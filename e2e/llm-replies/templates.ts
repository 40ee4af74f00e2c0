import type { LlmReply, LlmRequest } from '@transcribe/server/test-support/fake-llm';

/** The phrase the summary templates' system message carries (text/insights/template-prompts.ts). */
const TEMPLATE_SYSTEM = 'You write summaries of transcripts in a set shape.';

/** The stand-in's answer to this feature's prompts; undefined for any other prompt. */
export function templateReply(request: LlmRequest): LlmReply | undefined {
  const system = request.body.messages.find((message) => message.role === 'system')?.content ?? '';
  if (!system.startsWith(TEMPLATE_SYSTEM)) return undefined;
  return {
    content: [
      'The team reviewed the plan.',
      '',
      'Decisions:',
      '- Go ahead with the plan',
      '',
      'Action items:',
      '- Send the notes (owner: the chair, due: Friday)',
    ].join('\n'),
    usage: { prompt_tokens: 120, completion_tokens: 30 },
  };
}
