import { object } from './api-types.js';
import { CliError, EXIT, unreachable } from './errors.js';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

/**
 * How many times a request answered 429 (the key's 120 requests a minute) is sent again: after Retry-After, or
 * 10 s when the server does not say (the server counts in windows of a minute: 7 tries outlast one).
 */
const RATE_LIMIT_RETRIES = 7;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's /api/v1 with an API key (`Authorization: Bearer tsk_…`). Every failure is a CliError with the
 * exit code it means: the server not reached is 4, a refused key is 3, any other refusal (the server's own
 * message and code) is 1.
 */
export class ApiClient {
  readonly base: string;

  constructor(
    url: string,
    readonly apiKey: string,
  ) {
    this.base = url.replace(/\/+$/, '');
  }

  get authorization(): string {
    return `Bearer ${this.apiKey}`;
  }

  url(path: string, query: RequestOptions['query'] = {}): string {
    const url = new URL(`${this.base}${path}`);
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** The answer of a request that succeeded (2xx); throws the CliError of any other. */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { authorization: this.authorization };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(this.url(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }).catch((error: unknown) => {
        throw unreachable(this.base, error);
      });
      if (response.ok) return response;
      if (response.status === 429 && attempt < RATE_LIMIT_RETRIES) {
        await response.body?.cancel();
        await wait(retryAfterMs(response));
        continue;
      }
      throw await failureOf(response);
    }
  }

  /** The JSON body of a successful request. */
  async json(method: string, path: string, options?: RequestOptions): Promise<unknown> {
    const response = await this.request(method, path, options);
    return response.json().catch(() => {
      throw new CliError(`The server's answer to ${method} ${path} was not JSON.`, EXIT.failed);
    });
  }
}

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : 10_000;
}

/** The server's `{success: false, message, code}` as a CliError; a 401 means the key is refused (exit 3). */
export async function failureOf(response: Response): Promise<CliError> {
  const text = await response.text().catch(() => '');
  let message = `The server answered ${response.status} ${response.statusText}.`.replace(' .', '.');
  let code: string | undefined;
  try {
    const body = object(JSON.parse(text), 'error');
    if (typeof body.message === 'string') message = body.message;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // not the API's error body (a proxy's page, say): the status says it
  }
  // A read-only key (Profile -> API keys) may list and export, not upload: the key is what to change.
  if (response.status === 403 && code === 'API_KEY_READ_ONLY') return new CliError(message, EXIT.auth, code);
  if (response.status === 401)
    return new CliError(
      `The server refused the API key (${message}) Log in again with a valid key.`,
      EXIT.auth,
      code,
    );
  return new CliError(message, EXIT.failed, code);
}
