import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, isIP, type Socket } from 'node:net';
import { BlockedAddressError, guardedLookup, isBlockedAddress } from './address-guard.js';

export interface GuardedProxy {
  /** http://127.0.0.1:<port>, for a tool's --proxy. */
  url: string;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on loopback for one tool run (yt-dlp): every connection it makes for the tool, HTTPS
 * (CONNECT) or plain HTTP, goes to an address checked as it is connected to, as the server's own downloads
 * are, so a page cannot lead the tool to a private or local address unless `allowPrivate`. What the tool
 * was refused is kept in `refusals`, to tell the user why.
 */
export async function startGuardedProxy(
  allowPrivate: boolean,
  refused: (address: string) => boolean = isBlockedAddress,
): Promise<GuardedProxy & { refusals: string[] }> {
  const refusals: string[] = [];
  /** Tunnels open, ended with the proxy. */
  const tunnels = new Set<Socket>();
  const lookup = guardedLookup(allowPrivate, 'imports', refused);
  /** A socket to host:port once its address passed, or the refusal. */
  const open = (host: string, port: number): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const bare = host.replace(/^\[|\]$/g, '');
      if (!allowPrivate && isIP(bare) && refused(bare)) {
        const error = new BlockedAddressError(bare, bare, 'imports');
        refusals.push(error.message);
        return reject(error);
      }
      const socket = connect({ host: bare, port, lookup });
      socket.once('connect', () => resolve(socket));
      socket.once('error', (error) => {
        if (error instanceof BlockedAddressError) refusals.push(error.message);
        reject(error);
      });
    });

  const server = createServer((req, res) => {
    // Plain HTTP through a proxy: the request line holds the whole address.
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      return res.writeHead(400).end();
    }
    const port = Number(target.port || 80);
    open(target.hostname, port).then(
      (socket) => {
        const upstream = httpRequest(
          {
            createConnection: () => socket,
            host: target.hostname,
            port,
            path: `${target.pathname}${target.search}`,
            method: req.method,
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      },
      () => res.writeHead(403).end(),
    );
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    const [host = '', port = '443'] = (req.url ?? '').split(/:(?=\d+$)/);
    open(host, Number(port)).then(
      (socket) => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) socket.write(head);
        socket.pipe(client).pipe(socket);
        for (const end of [socket, client]) {
          tunnels.add(end);
          end.once('close', () => tunnels.delete(end));
        }
        socket.on('error', () => client.destroy());
        client.on('error', () => socket.destroy());
      },
      () => client.end('HTTP/1.1 403 Forbidden\r\n\r\n'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
