import { type TErrorCode, ZErrorResponse } from '@transcribe/contract';
import { z } from 'zod';
import { ApiError, CLIENT_CODES, type ErrorCode } from './api-error';
import { emitAuthError } from './auth-events';
import { takeEarlyResponse } from './early-responses';
import { renewAccessToken } from './session-renewal';
import { getAccessToken } from './tokens';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  /** Validates the answer against the shared contract. */
  schema: z.ZodType<T>;
  body?: unknown;
  /** Attach the bearer token and renew it on a 401 (default true). Sign-in calls pass false. */
  auth?: boolean;
  /** The code when the answer does not match `schema` (default INVALID_RESPONSE), or how to pick it. */
  invalidCode?: ErrorCode | ((error: z.ZodError) => ErrorCode);
}

export const SESSION_EXPIRED_CODE = 'UNAUTHENTICATED' satisfies TErrorCode;

/**
 * A failed answer's body, read as the contract's error response but tolerantly: a code the contract does
 * not name (an older or newer server) or a missing field is dropped, so the message is shown instead.
 */
const ZFailureBody = z
  .object({
    code: ZErrorResponse.shape.code.optional().catch(undefined),
    message: ZErrorResponse.shape.message.optional().catch(undefined),
  })
  .catch({});

async function send(method: Method, path: string, body: unknown, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const early = method === 'GET' && token ? takeEarlyResponse(path, token) : undefined;
    return await (early ??
      fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError({ status: 0, code: CLIENT_CODES.network });
  }
}

/**
 * Sends a request with the bearer token (unless `auth` is false), renewing an expired token once; a
 * session that cannot be renewed fires the auth-error event and rejects as expired.
 */
export async function authorizedFetch(method: Method, path: string, body: unknown, auth = true) {
  const token = auth ? getAccessToken() : null;
  let response = await send(method, path, body, token);
  if (response.status === 401 && auth && token) {
    // One silent renewal with the refresh token; if that fails too, the session is over.
    const renewed = await renewAccessToken(token);
    if (renewed) response = await send(method, path, body, renewed);
    if (!renewed || response.status === 401) {
      emitAuthError();
      throw new ApiError({ status: 401, code: SESSION_EXPIRED_CODE });
    }
  }
  return response;
}

/** The error a failed answer stands for: the server's code and message when its body carries them. */
export function errorFromBody(status: number, json: unknown): ApiError {
  const body = ZFailureBody.parse(json);
  return new ApiError({ status, code: body.code, serverMessage: body.message });
}

/** The one way the app talks to `/api/v1`: JSON in, contract-checked JSON out, `ApiError` on failure. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> {
  const response = await authorizedFetch(method, path, options.body, options.auth ?? true);
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, json);
  const parsed = options.schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const { invalidCode = CLIENT_CODES.invalidResponse } = options;
  const code = typeof invalidCode === 'function' ? invalidCode(parsed.error) : invalidCode;
  throw new ApiError({ status: response.status, code });
}

export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => apiRequest('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => apiRequest('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => apiRequest('PUT', path, options),
  patch: <T>(path: string, options: RequestOptions<T>) => apiRequest('PATCH', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => apiRequest('DELETE', path, options),
};
