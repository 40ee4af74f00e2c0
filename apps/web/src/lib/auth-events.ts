/** The global auth-error event: fired when a request's session cannot be renewed, so the app logs out. */
const target = new EventTarget();
const AUTH_ERROR = 'auth-error';

export function emitAuthError(): void {
  target.dispatchEvent(new Event(AUTH_ERROR));
}

export function onAuthError(listener: () => void): () => void {
  target.addEventListener(AUTH_ERROR, listener);
  return () => target.removeEventListener(AUTH_ERROR, listener);
}
