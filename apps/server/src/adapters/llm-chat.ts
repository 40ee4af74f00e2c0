import type { Config } from '../config/config.js';

export type LlmSettings = NonNullable<Config['llm']>;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class LlmError extends Error {}

export interface ChatOptions {
  /** Streams the answer: called with each new piece of visible text as the server sends it. */
  onText?: (piece: string) => void;
  /** Stops the call (a person cancelled): the call then fails with an LlmError. */
  signal?: AbortSignal;
}

export interface ChatAnswer {
  content: string;
  /** As the server reports them; null when it does not. */
  promptTokens: number | null;
  completionTokens: number | null;
}

interface ChatUsage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
}
interface ChatCompletion {
  choices?: { message?: { content?: unknown }; delta?: { content?: unknown } }[];
  usage?: ChatUsage | null;
}

/** The answer without reasoning models' <think> blocks; an unfinished block is cut until it ends. */
function visible(text: string): string {
  const closed = text.replace(/<think>[\s\S]*?<\/think>/g, '');
  const open = closed.indexOf('<think>');
  return (open === -1 ? closed : closed.slice(0, open)).trimStart();
}

const tokens = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * One answer from an OpenAI-compatible `/chat/completions` endpoint (llama.cpp server, Ollama, vLLM, a
 * hosted API), whole or streamed (server-sent events, `onText`). Reasoning models' <think> blocks are
 * dropped. Any failure, a time-out or a cancel included, is an LlmError.
 */
export async function chatCompletion(
  settings: LlmSettings,
  messages: ChatMessage[],
  options: ChatOptions = {},
): Promise<ChatAnswer> {
  const endpoint = settings.url.endsWith('/chat/completions')
    ? settings.url
    : `${settings.url}/chat/completions`;
  const stream = options.onText !== undefined;
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0.2,
        stream,
        ...(stream ? { stream_options: { include_usage: true } } : {}),
      }),
      signal,
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new LlmError(`The language model server answered ${response.status}: ${detail}`);
    }
    const answer =
      stream && response.body ? await readStream(response.body, options.onText) : await readWhole(response);
    if (answer.content === '') throw new LlmError('The language model server gave no answer.');
    return answer;
  } catch (error) {
    if (error instanceof LlmError) throw error;
    if (options.signal?.aborted) throw new LlmError('The request to the language model was cancelled.');
    if (timeout.aborted) throw new LlmError('The language model server did not answer in time.');
    throw new LlmError(`The language model server could not be reached (${String(error)}).`);
  }
}

async function readWhole(response: Response): Promise<ChatAnswer> {
  const body = (await response.json().catch(() => ({}))) as ChatCompletion;
  const content = body.choices?.[0]?.message?.content;
  return {
    content: typeof content === 'string' ? visible(content).trim() : '',
    promptTokens: tokens(body.usage?.prompt_tokens),
    completionTokens: tokens(body.usage?.completion_tokens),
  };
}

/** Reads `data: {...}` events up to `data: [DONE]`, handing on visible text as it grows. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onText: ((piece: string) => void) | undefined,
): Promise<ChatAnswer> {
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  let shown = '';
  let usage: ChatUsage | null | undefined;
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.startsWith('data:') ? line.slice(5).trim() : '';
      if (data === '' || data === '[DONE]') continue;
      let event: ChatCompletion;
      try {
        event = JSON.parse(data) as ChatCompletion;
      } catch {
        throw new LlmError('The language model server sent an event that is not JSON.');
      }
      if (event.usage) usage = event.usage;
      const piece = event.choices?.[0]?.delta?.content;
      if (typeof piece !== 'string' || piece === '') continue;
      text += piece;
      const now = visible(text);
      if (now.length > shown.length && now.startsWith(shown)) {
        onText?.(now.slice(shown.length));
        shown = now;
      }
    }
  }
  return {
    content: visible(text).trim(),
    promptTokens: tokens(usage?.prompt_tokens),
    completionTokens: tokens(usage?.completion_tokens),
  };
}
