import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  signature: string;
  body: string;
  receivedAt: number;
}

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every POST and answers with the next status
 * of `answers` (200 once they run out).
 */
export async function startWebhookReceiver(answers: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        signature: String(req.headers['x-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a signature as a receiver should: `t=<unix seconds>,v1=<hex HMAC of "<t>.<body>">`, the HMAC
 * compared in constant time and the timestamp no further than `toleranceSeconds` from now.
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
