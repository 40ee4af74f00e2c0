/**
 * Answers to the GET requests a page makes at start-up, sent by src/early.ts while the app's code is still
 * loading. The API client takes each one once, when it asks for the same path with the same token, instead
 * of sending the request again; what the app has not taken by its first render is dropped.
 */
const pending = new Map<string, Promise<Response>>();
const keyOf = (path: string, token: string) => `${path} ${token}`;

export function sendEarly(path: string, token: string): void {
  const answer = fetch(path, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    credentials: 'include',
  });
  // Not taken, a failed one must not show as an unhandled rejection; a taken one fails where it is awaited.
  answer.catch(() => undefined);
  pending.set(keyOf(path, token), answer);
}

/** The early answer to GET `path` with `token`, once; undefined when there is none (send it now). */
export function takeEarlyResponse(path: string, token: string): Promise<Response> | undefined {
  const key = keyOf(path, token);
  const answer = pending.get(key);
  pending.delete(key);
  return answer;
}

export function dropEarlyResponses(): void {
  pending.clear();
}
