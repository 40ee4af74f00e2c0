import type { FastifyInstance } from 'fastify';
import type { Auth } from './accounts.js';
import type { LlmRequest } from './fake-llm.js';

export interface AskEvent {
  event: string;
  data: unknown;
}

/** POST /api/v1/ask as JSON; the raw response. */
export const ask = (app: FastifyInstance, auth: Auth, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/ask', headers: auth, payload });

/**
 * POST /api/v1/ask over HTTP with Accept: text/event-stream: the events as they arrive, handed to `onEvent`
 * too (which may abort `signal` to cancel). Resolves when the stream ends or is cancelled.
 */
export async function askStreamed(
  base: string,
  auth: Auth,
  payload: object,
  options: { onEvent?: (event: AskEvent) => void; signal?: AbortSignal } = {},
): Promise<AskEvent[]> {
  const response = await fetch(`${base}/api/v1/ask`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(payload),
    signal: options.signal ?? null,
  });
  if (!response.ok || !response.body) throw new Error(`ask answered ${response.status}`);
  const events: AskEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === undefined || data === undefined) continue;
        const parsed = { event, data: JSON.parse(data) as unknown };
        events.push(parsed);
        options.onEvent?.(parsed);
      }
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return events;
}

/** Everything a request to the model said, its messages joined. */
export const promptOf = (request: LlmRequest | undefined) =>
  (request?.body.messages ?? []).map((m) => m.content).join('\n');

/** The id (`S3`) under which a prompt listed the segment holding `text`. */
export function refOf(prompt: string, text: string): string {
  const line = prompt.split('\n').find((l) => l.includes(text));
  const ref = line ? /^\[(S\d+)\]/.exec(line)?.[1] : undefined;
  if (!ref) throw new Error(`the prompt lists no segment holding "${text}"`);
  return ref;
}
