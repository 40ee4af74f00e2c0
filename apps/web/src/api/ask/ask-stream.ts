import { type TAskAnswer, type TAskRequest, ZAskDoneEvent, ZAskTextEvent } from '@transcribe/contract';
import { errorFromBody } from '@/lib/api-client';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { emitAuthError } from '@/lib/auth-events';
import { serverSentEvents } from '@/lib/server-sent-events';
import { renewAccessToken } from '@/lib/session-renewal';
import { getAccessToken } from '@/lib/tokens';

function post(body: TAskRequest, token: string | null, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch('/api/v1/ask', {
    method: 'POST',
    headers,
    credentials: 'include',
    body: JSON.stringify(body),
    signal,
  });
}

/** The response, the access token renewed once on a 401 (as the API client does). */
async function send(body: TAskRequest, signal: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  let response = await post(body, token, signal);
  if (response.status === 401 && token) {
    const renewed = await renewAccessToken(token);
    if (renewed) response = await post(body, renewed, signal);
    if (!renewed || response.status === 401) {
      emitAuthError();
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED' });
    }
  }
  return response;
}

/**
 * POST /api/v1/ask as server-sent events: `onText` gets each piece of the answer as it is written; resolves
 * to the whole answer (`done`, which replaces the pieces). Aborting `signal` cancels the question: the
 * server stops the model. Failures are ApiErrors, as from the API client.
 */
export async function askStreaming(
  body: TAskRequest,
  onText: (piece: string) => void,
  signal: AbortSignal,
): Promise<TAskAnswer> {
  let response: Response;
  try {
    response = await send(body, signal);
  } catch (error) {
    if (error instanceof ApiError || signal.aborted) throw error;
    throw new ApiError({ status: 0, code: CLIENT_CODES.network });
  }
  if (!response.ok || !response.body) {
    throw errorFromBody(response.status, await response.json().catch(() => undefined));
  }
  const reader = response.body.getReader();
  for await (const { event, data } of serverSentEvents(reader)) {
    const json: unknown = JSON.parse(data);
    if (event === 'text') onText(ZAskTextEvent.parse(json).text);
    else if (event === 'done') return ZAskDoneEvent.parse(json);
    else if (event === 'error') throw errorFromBody(500, json);
  }
  throw new ApiError({ status: 0, code: CLIENT_CODES.network });
}
