import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

export interface LlmRequest {
  url: string | undefined;
  authorization: string | undefined;
  body: LlmRequestBody;
}

/** What the stand-in model answers to one request. */
export interface LlmReply {
  content?: string;
  /** Reported as `usage` (in the last event when streaming); left out when not given. */
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Waits this long before answering (to test time-outs and cancels). */
  delayMs?: number;
  /** Answers with this status and an error body instead. */
  status?: number;
  /** When streaming: the pause between pieces (one piece a word). */
  pieceDelayMs?: number;
}

export interface FakeLlm {
  /** LLM_API_URL for the app: `http://127.0.0.1:<port>/v1`. */
  url: string;
  requests: LlmRequest[];
  /** How the model answers from now on. */
  reply: (request: LlmRequest) => LlmReply | Promise<LlmReply>;
  /** Requests whose answer was cut off by the client (a cancel) while still being written. */
  cutOff: number;
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local server speaking OpenAI chat completions, whole and streamed (server-sent events), as llama.cpp's
 * server, Ollama or vLLM do. Tests set `reply` and read `requests` (the prompts the app sent).
 */
export async function startFakeLlm(port = 0): Promise<FakeLlm> {
  const fake: FakeLlm = {
    url: '',
    requests: [],
    reply: () => ({ content: 'An answer.' }),
    cutOff: 0,
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'); // a health check
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const request: LlmRequest = {
      url: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as LlmRequestBody,
    };
    fake.requests.push(request);
    const reply = await fake.reply(request);
    if (reply.delayMs) await pause(reply.delayMs);
    if (reply.status) {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end('{"error":"model not loaded"}');
      return;
    }
    const content = reply.content ?? '';
    if (!request.body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content } }],
          ...(reply.usage ? { usage: reply.usage } : {}),
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        closed = true;
        fake.cutOff++;
      }
    });
    const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    for (const piece of content.match(/\S+\s*|\s+/g) ?? []) {
      if (closed) return;
      event({ choices: [{ index: 0, delta: { content: piece } }] });
      if (reply.pieceDelayMs) await pause(reply.pieceDelayMs);
    }
    if (reply.usage && request.body.stream_options?.include_usage) event({ choices: [], usage: reply.usage });
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
