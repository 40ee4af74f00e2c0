import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneChannelBench } from './one-channel.js';
import { machine } from './server-process.js';

/** The one-channel section of `npm run bench:speakers` alone (a minute or two): `npm run one-channel -w bench`. */
const work = mkdtempSync(join(tmpdir(), 'bench-one-channel-'));
try {
  console.log(`machine: ${machine()}`);
  console.log(`date:    ${new Date().toISOString()}\n`);
  for (const line of await oneChannelBench(work)) console.log(line);
} finally {
  rmSync(work, { recursive: true, force: true });
}
