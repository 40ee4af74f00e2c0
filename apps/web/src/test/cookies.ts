/** jsdom has no Cookie Store API; tests set the detector's cookie the way a browser page would. */
export function setCookie(name: string, value: string, expires?: string): void {
  const expiry = expires ? `; expires=${expires}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the language detector reads document.cookie itself
  document.cookie = `${name}=${value}; path=/${expiry}`;
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) setCookie(name, '', 'Thu, 01 Jan 1970 00:00:00 GMT');
  }
}
