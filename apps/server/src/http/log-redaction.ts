import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: the media and event streams take the access token in the
 * address (the browser opens them itself), and the sign-in provider sends its one-time code and state.
 */
const SECRET_PARAMS = new Set(['token', 'access_token', 'refresh_token', 'code', 'state', 'key', 'api_key']);

/**
 * Headers that carry credentials, wherever a plugin puts a request's headers in a log line
 * (@fastify/multipart logs the options it gives busboy, headers included, at trace level).
 */
export const REDACTED_LOG_PATHS = [
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
];

/** The address as it may be logged: secret query values replaced, everything else kept for debugging. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params}` : url;
}

/**
 * Fastify's request serializer with the address redacted. Headers (Authorization among them) and bodies
 * (passwords, refresh and reset tokens) are never logged at all.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
