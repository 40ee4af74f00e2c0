import type { ServerResponse } from 'node:http';
import {
  type TAskAnswer,
  ZAskHistoryResponse,
  ZAskRequest,
  ZAskResponse,
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { openEventStream } from '../../http/event-stream.js';
import { type Asking, askQuestion } from '../../services/insights/ask.js';
import { askHistory, clearAskHistory } from '../../services/insights/ask-history.js';
import type { RouteDeps } from '../route-deps.js';

const wantsStream = (accept: string | undefined) => (accept ?? '').includes('text/event-stream');

const sse = (res: ServerResponse, event: string, data: unknown) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * The answer as server-sent events: `text` pieces while the model writes, then `citations` and `done`
 * (the whole answer). The client closing the connection cancels the model's call.
 */
async function streamAnswer(
  asking: Asking,
  res: ServerResponse,
  log: { error: (o: object, m: string) => void },
) {
  openEventStream(res);
  const cancel = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) cancel.abort();
  });
  let streamed = false;
  let answer: TAskAnswer | null;
  try {
    answer = await asking.answer({
      signal: cancel.signal,
      onText: (text) => {
        streamed = true;
        sse(res, 'text', { text });
      },
    });
  } catch (error) {
    log.error({ err: error }, 'answering a question failed');
    if (!cancel.signal.aborted)
      sse(res, 'error', { code: 'INTERNAL', message: 'The question could not be answered.' });
    res.end();
    return;
  }
  if (answer === null || cancel.signal.aborted) {
    res.end();
    return;
  }
  // A fallback answer was not streamed: it arrives as one piece, the same shape as the model's.
  if (!streamed && answer.answer !== '') sse(res, 'text', { text: answer.answer });
  sse(res, 'citations', { citations: answer.citations });
  sse(res, 'done', answer);
  res.end();
}

export const askRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['ask'];

  app.post(
    '/api/v1/ask',
    {
      schema: {
        tags,
        summary:
          'Ask a question about a file, a folder or the whole library; answered with citations of segments ' +
          '(as server-sent events with Accept: text/event-stream)',
        body: ZAskRequest,
        response: { 200: ZAskResponse, ...errors },
      },
    },
    async (request, reply) => {
      const asking = await askQuestion(ctx, request.userId, request.body, request.log);
      if (!wantsStream(request.headers.accept)) {
        const answer = await asking.answer();
        // Without a signal there is no cancel, so there is always an answer.
        return {
          success: true as const,
          data: answer ?? { answer: '', method: 'extractive' as const, citations: [] },
        };
      }
      reply.hijack();
      await streamAnswer(asking, reply.raw, request.log);
      return reply;
    },
  );

  app.get(
    '/api/v1/ask/audio/:id/history',
    { schema: { tags, params: ZIdParam, response: { 200: ZAskHistoryResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: { turns: await askHistory(ctx, request.userId, request.params.id) },
    }),
  );

  app.delete(
    '/api/v1/ask/audio/:id/history',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const cleared = await clearAskHistory(ctx, request.userId, request.params.id);
      return { success: true as const, message: `Cleared ${cleared} questions.` };
    },
  );
};
