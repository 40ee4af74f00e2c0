/** The dashboard's home, the file list (/dashboard or /dashboard/). */
export const isDashboardHome = (pathname: string) => pathname === '/dashboard' || pathname === '/dashboard/';

/** The folder an address's query names (`?folder=12`), or null for Recent Files. */
export function folderIdIn(params: URLSearchParams): number | null {
  const id = Number(params.get('folder'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
