import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';

/**
 * The browser specs' model mirror (MODELS_MIRROR of the e2e server, started by playwright.config.ts): it
 * serves the files of E2E_MIRROR_DIR by name and answers 404 for the rest (the catalogue's real models). After
 * `POST /hold` the next download stops halfway until `POST /release`, so a spec can watch its percent move.
 */
const dir = process.env.E2E_MIRROR_DIR ?? '';
let hold: Promise<void> | undefined;
let release = () => {};

const server = createServer((req, res) => {
  if (req.url === '/health') return void res.end('ok');
  if (req.method === 'POST' && req.url === '/hold') {
    hold = new Promise((resolve) => {
      release = resolve;
    });
    return void res.end('holding');
  }
  if (req.method === 'POST' && req.url === '/release') {
    release();
    hold = undefined;
    return void res.end('released');
  }
  const file = join(dir, basename(req.url ?? ''));
  if (req.method !== 'GET' || !existsSync(file) || !statSync(file).isFile())
    return void res.writeHead(404).end('not on this mirror');
  const body = readFileSync(file);
  const half = Math.floor(body.length / 2);
  res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' });
  res.write(body.subarray(0, half));
  void (hold ?? Promise.resolve()).then(() => res.end(body.subarray(half)));
});
server.listen(Number(process.env.E2E_MIRROR_PORT), '127.0.0.1', () => {
  console.log(`model mirror of ${dir} at http://127.0.0.1:${process.env.E2E_MIRROR_PORT}`);
});
