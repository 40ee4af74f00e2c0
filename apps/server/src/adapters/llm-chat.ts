import type { Config } from '../config.js';

export type LlmSettings = NonNullable<Config['llm']>;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class LlmError extends Error {}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * One answer from an OpenAI-compatible `/chat/completions` endpoint (llama.cpp server, Ollama, vLLM, a
 * hosted API). Reasoning models' <think> blocks are dropped. Any failure, time-out included, is an LlmError.
 */
export async function chatCompletion(settings: LlmSettings, messages: ChatMessage[]): Promise<string> {
  const endpoint = settings.url.endsWith('/chat/completions')
    ? settings.url
    : `${settings.url}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, temperature: 0.2, stream: false }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new LlmError(`The language model server could not be reached (${String(error)}).`);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new LlmError(`The language model server answered ${response.status}: ${detail}`);
  }
  const body = (await response.json().catch(() => ({}))) as ChatCompletion;
  const content = body.choices?.[0]?.message?.content;
  const answer = typeof content === 'string' ? content.replace(/<think>[\s\S]*?<\/think>/g, '').trim() : '';
  if (answer === '') throw new LlmError('The language model server gave no answer.');
  return answer;
}
