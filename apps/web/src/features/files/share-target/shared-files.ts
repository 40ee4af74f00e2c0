/**
 * Files another app shared to this one (the manifest's share_target): the service worker (service-worker/
 * sw.js) keeps each one in the Cache API under SHARE_CACHE as a response keyed `/share-target/files/<time>-<n>`,
 * with its type and its name (URI-encoded, in `x-file-name`), then opens `/dashboard?shared=1`.
 */
export const SHARE_CACHE = 'transcribe-share-target';

/** Types for the extensions the share target accepts, for a file that arrives without one. */
const TYPES: Record<string, string> = {
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  mp4: 'video/mp4',
};

let taking: Promise<File[]> | undefined;

/**
 * The shared files, oldest first, removed from the store as they are read. Calls while one is under way
 * get its answer, so a component mounted twice (React's StrictMode) does not see them twice or not at all.
 */
export function takeSharedFiles(storage: CacheStorage | undefined = globalThis.caches): Promise<File[]> {
  if (!storage) return Promise.resolve([]);
  taking ??= readAndDelete(storage).finally(() => {
    taking = undefined;
  });
  return taking;
}

async function readAndDelete(storage: CacheStorage): Promise<File[]> {
  if (!(await storage.has(SHARE_CACHE))) return [];
  const cache = await storage.open(SHARE_CACHE);
  const requests = [...(await cache.keys())].sort((a, b) => keyOrder(a.url) - keyOrder(b.url));
  const files: File[] = [];
  for (const request of requests) {
    const response = await cache.match(request);
    if (response) files.push(await toFile(response));
    await cache.delete(request);
  }
  return files;
}

/** `/share-target/files/<time>-<n>`: by time, then by n. */
function keyOrder(url: string): number {
  const [time = 0, index = 0] = (url.split('/').pop() ?? '').split('-').map(Number);
  return time * 1000 + index;
}

async function toFile(response: Response): Promise<File> {
  const name = decodedName(response.headers.get('x-file-name'));
  const stored = response.headers.get('content-type') ?? '';
  const type = stored && stored !== 'application/octet-stream' ? stored : typeOf(name);
  return new File([await response.arrayBuffer()], name, { type });
}

function decodedName(header: string | null): string {
  try {
    return header ? decodeURIComponent(header) : 'shared-file';
  } catch {
    return header ?? 'shared-file';
  }
}

export function typeOf(name: string): string {
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  return TYPES[extension] ?? '';
}
