import type { TCapabilities } from '@transcribe/contract';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeResponse {
  status?: number;
  json?: unknown;
  /** A body the test writes as it goes (server-sent events), instead of `json`. */
  stream?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/** What a fully set-up server can do; GET /api/v1/capabilities answers it unless a test says otherwise. */
const ALL_CAPABILITIES: TCapabilities = { google_sign_in: true, language_model: true };

/**
 * Replaces fetch with a handler; returns the log of every request made. GET /api/v1/capabilities is
 * answered with `capabilities` (everything set up, by default) and not logged.
 */
export function fakeApi(handler: FakeHandler, capabilities: Partial<TCapabilities> = {}): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (input === '/api/v1/capabilities')
        return Response.json({ success: true, data: { ...ALL_CAPABILITIES, ...capabilities } });
      const headers = new Headers(init.headers);
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: input,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('authorization'),
      };
      calls.push(request);
      const answer = await handler(request);
      const body = answer.stream ?? (answer.json === undefined ? null : JSON.stringify(answer.json));
      const type = answer.stream ? 'text/event-stream' : 'application/json';
      return new Response(body, {
        status: answer.status ?? 200,
        headers: { 'content-type': type, ...answer.headers },
      });
    }),
  );
  return calls;
}

export const fail = (status: number, code: string, message: string): FakeResponse => ({
  status,
  json: { success: false, code, message },
});

export function makeUser(overrides: Record<string, unknown> = {}) {
  return {
    user_id: 7,
    user_full_name: 'Ada Lovelace',
    user_email: 'ada@example.com',
    user_first_name: 'Ada',
    user_username: null,
    user_plan: {
      user_plan_name: 'free',
      user_plan_audio_upload_daily_usage: 1,
      user_plan_audio_upload_daily_limit: 3,
    },
    ...overrides,
  };
}
