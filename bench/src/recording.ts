import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { machine, memoryMiB, startServer } from './server-process.js';

/**
 * A long recording through the browser's recorder code path (issue 24): Chromium's fake microphone plays
 * the LibriVox readings with pauses, over and over, into the record modal for BENCH_MINUTES (default 60)
 * of real time, while the recorder stores each second in IndexedDB and streams it to the server, which
 * keeps a live draft. Prints, each sampled minute, the browser's memory (the JavaScript heap and DOM nodes
 * of the page, and the resident memory of all Chromium processes) and the server's; and the live draft's
 * latency: for each word, from its end in the audio (the server's word times on the recording's timeline,
 * counted from MediaRecorder.start) to the moment the modal shows it. Markdown for bench/results/recording.md.
 */
const MINUTES = Number(process.env.BENCH_MINUTES ?? 60);
const SAMPLE_MS = Math.min(60_000, (MINUTES * 60_000) / 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

/** The five readings with a second of silence after each: 30 s the fake microphone loops. */
function microphoneFile(): string {
  const clips = readFileSync(join(LIBRIVOX, 'fileids'), 'utf8').trim().split('\n');
  const out = join(mkdtempSync(join(tmpdir(), 'bench-microphone-')), 'readings.wav');
  const inputs = clips.flatMap((clip) => ['-i', join(LIBRIVOX, `${clip}.wav`)]);
  const padded = clips.map((_, i) => `[${i}:a]apad=pad_dur=1[p${i}]`).join(';');
  const joined = `${clips.map((_, i) => `[p${i}]`).join('')}concat=n=${clips.length}:v=0:a=1`;
  execFileSync('ffmpeg', [
    '-v',
    'error',
    ...inputs,
    '-filter_complex',
    `${padded};${joined}`,
    '-ar',
    '16000',
    out,
  ]);
  return out;
}

/** Resident memory of this process's Chromium descendants (browser, renderer, GPU, audio and the rest). */
function chromiumMiB(root = process.pid): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    try {
      if (pid !== root && readFileSync(`/proc/${pid}/comm`, 'utf8').includes('chrom'))
        total += memoryMiB(pid).rss;
    } catch {
      // gone meanwhile
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const server = await startServer({ UPLOAD_RATE_LIMIT_PER_USER: '100000' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${microphoneFile()}`,
  ],
});
try {
  const email = `bench-recording-${Date.now()}@example.com`;
  const post = (path: string, body: object) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/v1/user', { user_email: email, user_password: 'benchmark password' });
  const { login } = (await (
    await post('/api/v1/auth', { login_email: email, login_password: 'benchmark password' })
  ).json()) as { login: { login_access_token: string; login_refresh_token: string } };

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript((tokens) => {
    localStorage.setItem('accessToken', tokens.login_access_token);
    localStorage.setItem('refreshToken', tokens.login_refresh_token);
    // When the recording starts, and when the draft shows each new word (by count).
    const bench = { started: 0, shown: [] as Array<{ at: number; count: number }> };
    (window as unknown as { bench: typeof bench }).bench = bench;
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
      bench.started ||= Date.now();
      start.call(this, timeslice);
    };
    new MutationObserver(() => {
      const text = document.querySelector('section[aria-label="Live draft"] p')?.textContent ?? '';
      const count = text.trim() ? text.trim().split(/\s+/).length : 0;
      if (count > (bench.shown.at(-1)?.count ?? 0)) bench.shown.push({ at: Date.now(), count });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, login);
  let uploadId: string | undefined;
  page.on('request', (request) => {
    uploadId ??= /\/api\/v1\/uploads\/([^/?]+)\/draft/.exec(request.url())?.[1];
  });
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('button', { name: 'Record audio' }).click();
  await page.getByRole('dialog', { name: 'Record audio' }).getByText('Recording', { exact: true }).waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const samples: string[] = [];
  const began = Date.now();
  while (Date.now() - began < MINUTES * 60_000) {
    await page.waitForTimeout(SAMPLE_MS);
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const minute = ((Date.now() - began) / 60_000).toFixed(1);
    const row = `| ${minute} | ${(metric('JSHeapUsedSize') / 1024 ** 2).toFixed(1)} MiB | ${metric('Nodes')} | ${chromiumMiB().toFixed(0)} MiB | ${memoryMiB(server.child.pid ?? 0).rss.toFixed(0)} MiB |`;
    samples.push(row);
    console.log(row);
  }

  const bench = await page.evaluate(
    () =>
      (window as unknown as { bench: { started: number; shown: Array<{ at: number; count: number }> } })
        .bench,
  );
  const draft = (await (
    await fetch(`${server.url}/api/v1/uploads/${uploadId}/draft`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    })
  ).json()) as { data: { draft_seconds: number; draft_words: Array<{ end: number }> } };
  const latencies: number[] = [];
  draft.data.draft_words.forEach((word, index) => {
    const shown = bench.shown.find((s) => s.count > index);
    if (shown) latencies.push((shown.at - (bench.started + word.end * 1000)) / 1000);
  });

  console.log(`\n${machine()}, Chromium ${browser.version()}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `${MINUTES} min recorded; the server heard ${(draft.data.draft_seconds / 60).toFixed(1)} min\n`,
  );
  console.log(
    '| minute | page JS heap (after GC) | DOM nodes | Chromium, all processes (RSS) | server (RSS) |',
  );
  console.log('|---|---|---|---|---|');
  for (const row of samples) console.log(row);
  console.log(
    `\nlive draft: ${draft.data.draft_words.length} words, ${latencies.length} shown; latency from a word's end in the audio to its display: p50 ${percentile(latencies, 50).toFixed(1)} s, p95 ${percentile(latencies, 95).toFixed(1)} s, max ${percentile(latencies, 100).toFixed(1)} s`,
  );
} finally {
  await browser.close();
  await server.stop();
}
