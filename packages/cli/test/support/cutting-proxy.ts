import { createServer, request, type Server } from 'node:http';

/** One PATCH as it passed the proxy: the offset it started at and the body bytes that went through. */
export interface PatchSeen {
  offset: number;
  forwarded: number;
  cut: boolean;
}

export interface CuttingProxy {
  base: string;
  patches: PatchSeen[];
  /**
   * The next PATCH is cut after `bytes` of its body (the connection to the server and the client's both
   * dropped, as a lost network does) once `received(uploadPath, bytes)` says the server has them (a network
   * that fails mid-upload has been carrying bytes for a while; dropped in the same instant, the server
   * discards the last ones); from then on every request is dropped until `heal()`.
   */
  cutNextPatch(bytes: number, received: (uploadPath: string, bytes: number) => Promise<void>): void;
  heal(): void;
  close(): Promise<void>;
}

/** An HTTP proxy in front of `target` that passes everything through, and cuts uploads on demand. */
export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const patches: PatchSeen[] = [];
  let cutAfter: number | undefined;
  let received: (uploadPath: string, bytes: number) => Promise<void> = async () => {};
  let down = false;
  const server: Server = createServer((incoming, answer) => {
    if (down) {
      incoming.socket.destroy();
      return;
    }
    const upstream = request(new URL(incoming.url ?? '/', target), {
      method: incoming.method,
      headers: incoming.headers,
    });
    upstream.on('response', (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    upstream.on('error', () => incoming.socket.destroy());
    const seen: PatchSeen | undefined =
      incoming.method === 'PATCH'
        ? { offset: Number(incoming.headers['upload-offset'] ?? -1), forwarded: 0, cut: false }
        : undefined;
    if (seen) patches.push(seen);
    const limit = seen ? cutAfter : undefined;
    if (seen && limit !== undefined) cutAfter = undefined;
    incoming.on('data', (chunk: Buffer) => {
      if (!seen || limit === undefined) {
        upstream.write(chunk);
        if (seen) seen.forwarded += chunk.length;
        return;
      }
      if (seen.cut) return;
      const room = limit - seen.forwarded;
      upstream.write(chunk.subarray(0, Math.max(0, room)));
      seen.forwarded += Math.min(room, chunk.length);
      if (chunk.length < room) return;
      seen.cut = true;
      down = true;
      const path = new URL(incoming.url ?? '/', target).pathname;
      void received(path, limit).finally(() => {
        upstream.destroy();
        incoming.socket.destroy();
      });
    });
    incoming.on('end', () => {
      if (!seen?.cut) upstream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    patches,
    cutNextPatch(bytes, serverHas) {
      cutAfter = bytes;
      received = serverHas;
    },
    heal() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
