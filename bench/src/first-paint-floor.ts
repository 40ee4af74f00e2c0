import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { firstVisitIn, median } from './file-list-pages.js';

const PAGES = fileURLToPath(new URL('../first-paint-floor/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

export interface FirstPaintFloor {
  staticHtml: number[];
  reactRows: number[];
}

/**
 * What a first row costs on this machine before any app: in a browser just started, from the navigation's
 * start, a static HTML page holding the row, and a production React build of a bare 25-row table
 * (bench/first-paint-floor/). No single-page app that renders its rows with React shows one sooner.
 */
export async function measureFirstPaintFloor(launches = 7): Promise<FirstPaintFloor> {
  const outDir = mkdtempSync(join(tmpdir(), 'first-paint-floor-'));
  await build({
    root: PAGES,
    logLevel: 'warn',
    configFile: false,
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: { react: join(PAGES, 'react.html'), static: join(PAGES, 'static.html') } },
    },
  });
  const server = createServer(async (request, response) => {
    const path = join(outDir, new URL(request.url ?? '/', 'http://x').pathname);
    try {
      const body = await readFile(path);
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visit = async (page: string) => (await firstVisitIn(`${base}/${page}`, 'call-1.wav')).ms;
  const floor: FirstPaintFloor = { staticHtml: [], reactRows: [] };
  try {
    for (let launch = 0; launch < launches; launch++) {
      floor.staticHtml.push(await visit('static.html'));
      floor.reactRows.push(await visit('react.html'));
    }
  } finally {
    server.close();
  }
  return floor;
}

export const describeFloor = (floor: FirstPaintFloor) =>
  `static HTML ${median(floor.staticHtml).toFixed(0)} ms, React rendering a bare 25-row table ${median(floor.reactRows).toFixed(0)} ms (medians of ${floor.reactRows.length}; React: ${floor.reactRows.map(Math.round).join(', ')})`;
