import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine, memoryMiB, signUpAndLogIn, startServer, uploadFile } from './server-process.js';

/**
 * Uploads a ~500 MB WAV to the real server over HTTP and prints the server's peak RSS:
 * the upload must stream to disk, never sit whole in memory (target: under 300 MB).
 */
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);
const file = join(tmpdir(), `bench-upload-${SIZE_MB}mb.wav`);
if (!existsSync(file)) {
  // 48 kHz stereo 16-bit PCM is 192,000 bytes a second.
  const seconds = Math.ceil((SIZE_MB * 1024 * 1024) / 192_000);
  execFileSync('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-ac',
    '2',
    '-t',
    String(seconds),
    '-c:a',
    'pcm_s16le',
    file,
  ]);
}
const size = statSync(file).size;

const server = await startServer();
try {
  const token = await signUpAndLogIn(server.url);
  const pid = server.child.pid ?? 0;
  const before = memoryMiB(pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryMiB(pid).rss);
  }, 50);

  const started = performance.now();
  const { status } = await uploadFile(server.url, token, file);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryMiB(pid);

  console.log(`machine:            ${machine()}`);
  console.log(`date:               ${new Date().toISOString()}`);
  console.log(`file:               ${(size / 1024 ** 2).toFixed(0)} MiB WAV`);
  console.log(`upload status:      ${status}`);
  console.log(
    `upload time:        ${seconds.toFixed(2)} s (${(size / 1024 ** 2 / seconds).toFixed(0)} MiB/s)`,
  );
  console.log(`server RSS before:  ${before.rss.toFixed(0)} MiB`);
  console.log(
    `server RSS peak:    ${after.peak.toFixed(0)} MiB (VmHWM; highest sample ${sampledPeak.toFixed(0)} MiB)`,
  );
  console.log(
    `target:             under 300 MiB -> ${after.peak < 300 && status === 201 ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.stop();
}
