import type { ServerResponse } from 'node:http';

/** Starts an answer of server-sent events: its headers, with buffering by proxies (nginx) turned off. */
export function openEventStream(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
}
