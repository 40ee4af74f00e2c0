/**
 * The return address of `/login?next=…`, when it is one of this app's own pages: a path starting with a
 * single '/'. Anything else (another site's address, a scheme such as `javascript:`, a protocol-relative
 * `//host` or `/\host`, which browsers read as `//host`, control characters) gives null.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from addresses, so '/\t/host' would become '//host'.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  return value;
}

/** `/login` (or its sign-up mode) that comes back to `path` once signed in. */
export function loginPath(path: string, mode?: 'signup'): string {
  const params = new URLSearchParams(mode ? { mode, next: path } : { next: path });
  return `/login?${params.toString()}`;
}
