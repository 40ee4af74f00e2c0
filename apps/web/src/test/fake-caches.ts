/** An in-memory Cache API (the parts the share target uses), for jsdom, which has none. */
export function fakeCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, 'http://app.test')
      .href;
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      async put(request: RequestInfo | URL, response: Response) {
        entries.set(keyOf(request), response);
      },
      async match(request: RequestInfo | URL) {
        return entries.get(keyOf(request))?.clone();
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url));
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(keyOf(request));
      },
    }) as unknown as Cache;
  return {
    async has(name: string) {
      return stores.has(name);
    },
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return cacheOf(entries);
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
  } as unknown as CacheStorage;
}

/** A shared file: its body as text, since jsdom's File is no Blob to Node's Response. */
export interface SharedFile {
  name: string;
  type: string;
  body?: string;
}

/** Keeps `files` as the service worker does when another app shares them (service-worker/sw.js). */
export async function shareFiles(
  storage: CacheStorage,
  files: SharedFile[],
  stamp = Date.now(),
): Promise<void> {
  const cache = await storage.open('transcribe-share-target');
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        `/share-target/files/${stamp}-${index}`,
        new Response(file.body ?? 'sound', {
          headers: {
            'content-type': file.type || 'application/octet-stream',
            'x-file-name': encodeURIComponent(file.name),
          },
        }),
      ),
    ),
  );
}
