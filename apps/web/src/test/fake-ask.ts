import { vi } from 'vitest';

export interface AskCall {
  method: string;
  path: string;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** An answer's server-sent events, sent by the test piece by piece. */
export interface FakeStream {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Replaces fetch: POST /api/v1/ask answers with a stream the test writes (`streams`, one per question),
 * any other request with `json(path, method)` (404 when it gives nothing).
 */
export function fakeAskApi(json: (path: string, method: string) => unknown) {
  const calls: AskCall[] = [];
  const streams: FakeStream[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body, signal: init.signal ?? undefined });
      if (path === '/api/v1/ask' && method === 'POST') {
        let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
        const stream = new ReadableStream<Uint8Array>({
          start: (c) => {
            controller = c;
          },
        });
        init.signal?.addEventListener('abort', () =>
          controller?.error(new DOMException('aborted', 'AbortError')),
        );
        streams.push({
          send: (event, data) =>
            controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
          end: () => controller?.close(),
        });
        return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      const answer = json(path, method);
      if (answer === undefined)
        return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found.' }), {
          status: 404,
        });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, streams };
}
