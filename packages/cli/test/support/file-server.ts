import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A file server on this machine that answers every path with the bytes of `path` (for `transcribe import`). */
export async function serveFile(path: string) {
  const bytes = await readFile(path);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': bytes.length }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
