import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createDatabase } from '@transcribe/server/db';
import { sql } from 'kysely';
import { percentile, pgSchema } from './pg-schema.js';
import { type ListingResult, listingLatency } from './scale-listing.js';
import { machine, type ServerProcess, signUpAndLogIn, startServer, uploadFile } from './server-process.js';
import { readSpeech } from './speech-files.js';

/**
 * Scale-out on this machine, PostgreSQL with pg-boss (BENCH_DATABASE_URL, default the test database):
 * 1. audio minutes transcribed per wall minute by one worker process and by two (BENCH_SCALE_FILES files of
 *    a minute of real speech each, default 8), requested through one API process;
 * 2. progress delivery latency: progress written the way a worker writes it (transaction + NOTIFY), timed
 *    until it arrives on the event stream of a second API process;
 * 3. GET /api/v1/audio?folder_id= and GET /api/v1/folder at 20 concurrent requests, one user with 1,000 and
 *    10,000 files in 200 folders, on SQLite and on PostgreSQL.
 */
const FILES = Number(process.env.BENCH_SCALE_FILES ?? 8);
const WORKER = new URL('../../apps/server/dist/worker.js', import.meta.url).pathname;
const PREMIUM = (email: string) => sql`update users set plan = 'premium' where email = ${email}`;

type Pg = Awaited<ReturnType<typeof pgSchema>>;

function startWorker(pg: Pg, dataDir: string, concurrency: number): ChildProcess {
  const env = {
    MODELS: 'none',
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: pg.url,
    JOB_QUEUE_SCHEMA: pg.queueSchema,
  };
  return spawn(process.execPath, [WORKER], {
    env: { ...env, WORKER_CONCURRENCY: String(concurrency), USER_RUNNING_JOBS: '8', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
}

async function api(pg: Pg, dataDir?: string): Promise<ServerProcess> {
  return startServer({
    ROLE: 'api',
    DATABASE_URL: pg.url,
    JOB_QUEUE_SCHEMA: pg.queueSchema,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
}

async function throughput(workers: number): Promise<{ audioMinutes: number; wallMinutes: number }> {
  const pg = await pgSchema();
  const server = await api(pg);
  const db = createDatabase({ kind: 'postgres', url: pg.url });
  const children: ChildProcess[] = [];
  try {
    const email = `bench-${Date.now()}@example.com`;
    const token = await signUpAndLogIn(server.url, email);
    await PREMIUM(email).execute(db);
    const speech = readSpeech(1);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const audioIds: number[] = [];
    for (let i = 0; i < FILES; i++)
      audioIds.push(
        JSON.parse((await uploadFile(server.url, token, speech.path, { name: `read-${i}.wav` })).body).data
          .audio_id,
      );
    for (let i = 0; i < workers; i++)
      children.push(startWorker(pg, server.dataDir, Math.max(1, 2 / workers)));
    await new Promise((resolve) => setTimeout(resolve, 3000)); // workers up before the clock starts
    const started = performance.now();
    for (const id of audioIds)
      await fetch(`${server.url}/api/v1/audio/transcript/${id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          audio_transcript_model_id: 1,
          audio_transcript_language_id: 1,
          audio_transcript_num_speakers: 1,
        }),
      });
    for (;;) {
      const row = await sql<{
        done: number;
      }>`select count(*)::int as done from transcripts where status in ('completed', 'failed')`.execute(db);
      if ((row.rows[0]?.done ?? 0) >= FILES) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      audioMinutes: (FILES * speech.seconds) / 60,
      wallMinutes: (performance.now() - started) / 60_000,
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await db.destroy();
    await server.stop();
    await pg.drop();
  }
}

/** Progress written as ProgressReporter writes it, timed to its arrival on another API process's stream. */
async function deliveryLatency(rounds = 300): Promise<{ p50: number; p99: number }> {
  const pg = await pgSchema();
  const writer = await api(pg);
  const reader = await api(pg, writer.dataDir);
  const db = createDatabase({ kind: 'postgres', url: pg.url });
  try {
    const email = `bench-${Date.now()}@example.com`;
    const token = await signUpAndLogIn(writer.url, email);
    const speech = readSpeech(1);
    const audioId = JSON.parse((await uploadFile(writer.url, token, speech.path)).body).data.audio_id;
    const created = await fetch(`${writer.url}/api/v1/audio/transcript/${audioId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        audio_transcript_model_id: 1,
        audio_transcript_language_id: 1,
        audio_transcript_num_speakers: 1,
      }),
    });
    const id = ((await created.json()) as { data: { audio_transcript_id: number } }).data.audio_transcript_id;
    const user = await sql<{ id: number }>`select id from users where email = ${email}`.execute(db);
    const userId = user.rows[0]?.id;
    const arrivals = new Map<number, number>();
    const stream = await fetch(`${reader.url}/api/v1/event?token=${token}`);
    const decoder = new TextDecoder();
    void (async () => {
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        for (const match of decoder.decode(chunk, { stream: true }).matchAll(/"progress":(\d+)/g))
          if (!arrivals.has(Number(match[1]))) arrivals.set(Number(match[1]), performance.now());
      }
    })().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const latencies: number[] = [];
    for (let i = 1; i <= rounds; i++) {
      const progress = 1000 + i; // beyond any real progress, so each value is one write
      const written = performance.now();
      await db.transaction().execute(async (trx) => {
        await sql`update transcripts set status = 'transcribing', progress = ${progress}, updated_at = ${new Date().toISOString()} where id = ${id}`.execute(
          trx,
        );
        const message = JSON.stringify({ userId, event: { id, status: 'transcribing', progress } });
        await sql`select pg_notify('transcript_progress', ${message})`.execute(trx);
      });
      const deadline = written + 5000;
      while (!arrivals.has(progress) && performance.now() < deadline)
        await new Promise((r) => setImmediate(r));
      latencies.push((arrivals.get(progress) ?? deadline) - written);
    }
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    await db.destroy();
    await reader.stop();
    await writer.stop();
    await pg.drop();
  }
}

const f1 = (n: number) => n.toFixed(1);
const lines = [
  `# Scale-out bench (\`npm run bench:scale\`)`,
  '',
  `Machine: ${machine()}; ${new Date().toISOString().slice(0, 10)}.`,
  '',
];
lines.push(
  '## Transcription throughput (PostgreSQL + pg-boss, one API process)',
  '',
  '| workers | audio min | wall min | audio min per wall min |',
  '|---|---|---|---|',
);
for (const workers of [1, 2]) {
  const r = await throughput(workers);
  const line = `| ${workers} (concurrency ${2 / workers} each) | ${f1(r.audioMinutes)} | ${f1(r.wallMinutes)} | ${f1(r.audioMinutes / r.wallMinutes)} |`;
  console.log(line);
  lines.push(line);
}
const latency = await deliveryLatency();
const latencyLine = `Progress delivery, written on PostgreSQL (as a worker writes it) to received on another API process's event stream, 300 events: p50 ${f1(latency.p50)} ms, p99 ${f1(latency.p99)} ms.`;
console.log(latencyLine);
lines.push(
  '',
  '## Progress delivery',
  '',
  latencyLine,
  '',
  '## Listing at 20 concurrent requests (one user, 200 folders)',
  '',
);
lines.push(
  '| database | files | `GET /api/v1/audio?folder_id=` p50 / p99 | `GET /api/v1/folder` p50 / p99 |',
  '|---|---|---|---|',
);
const results: ListingResult[] = [];
for (const database of ['sqlite', 'postgres'] as const)
  for (const files of [1_000, 10_000]) {
    const r = await listingLatency(database, files);
    results.push(r);
    const line = `| ${database} | ${files} | ${f1(r.audio.p50)} / ${f1(r.audio.p99)} ms | ${f1(r.folder.p50)} / ${f1(r.folder.p99)} ms |`;
    console.log(line);
    lines.push(line);
  }
mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../results/scale.md', import.meta.url), `${lines.join('\n')}\n`);
