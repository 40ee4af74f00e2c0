import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneChannelBench } from './one-channel.js';
import { machine } from './server-process.js';
import { benchVoicePrints } from './speaker-model.js';

/**
 * The one-channel section of `npm run bench:speakers` alone (a minute or two): `npm run one-channel -w bench`;
 * BENCH_SPEAKER_MODEL=<an embedding model's .onnx> measures that model's voice prints instead of the built-in method.
 */
const work = mkdtempSync(join(tmpdir(), 'bench-one-channel-'));
try {
  console.log(`machine: ${machine()}`);
  const voicePrints = await benchVoicePrints(work);
  console.log(`date:    ${new Date().toISOString()}`);
  console.log(`voice prints: ${voicePrints.label}\n`);
  for (const line of await oneChannelBench(work, voicePrints.embed)) console.log(line);
} finally {
  rmSync(work, { recursive: true, force: true });
}
