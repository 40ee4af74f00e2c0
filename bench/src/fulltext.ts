import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '@transcribe/server/db';
import pg from 'pg';
import { random, vocabulary, zipfSampler } from './fulltext-corpus.js';
import { fulltextQueries, TARGET_MS } from './fulltext-queries.js';
import { seedTranscripts } from './fulltext-seed.js';
import { percentile } from './pg-schema.js';
import { machine, type ServerProcess, signUpAndLogIn, startServer } from './server-process.js';

/**
 * Full-text search over BENCH_TRANSCRIPTS transcripts (default 10,000) of BENCH_WORDS words (default
 * 1,000) of one user, on SQLite and on PostgreSQL (BENCH_DATABASE_URL, default the test database; a schema
 * of its own, dropped afterwards). Transcripts are written straight to the database, as a worker completes
 * them, in batches; a search after each batch brings the index up to date (timed as indexing). Then a fixed
 * set of queries of every kind (see fulltext-queries.ts) runs through GET /api/v1/search, three times each,
 * timed at the client: p50 and p99 per database, and p50 / p95 / p99 per kind of query against TARGET_MS.
 */
const COUNT = Number(process.env.BENCH_TRANSCRIPTS ?? 10_000);
const WORDS = Number(process.env.BENCH_WORDS ?? 1_000);
const DATABASES = (process.env.BENCH_DBS ?? 'sqlite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BATCH = 250;
const VOCABULARY = 30_000;
const ROUNDS = 3;

const next = random(15);
const words = vocabulary(VOCABULARY, next);
const rank = zipfSampler(words.length, next);
const pick = () => words[rank()] as string;

const QUERIES = fulltextQueries(words, next, COUNT);

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function search(
  server: ServerProcess,
  token: string,
  q: string,
): Promise<{ ms: number; total: number; capped: boolean }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1/search?q=${encodeURIComponent(q)}&page_size=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data?: { total: number; total_is_capped?: boolean } };
  if (!res.ok || !body.data) throw new Error(`search ${q} failed: ${res.status} ${JSON.stringify(body)}`);
  return {
    ms: performance.now() - started,
    total: body.data.total,
    capped: body.data.total_is_capped === true,
  };
}

async function run(kind: string): Promise<string[]> {
  let env: Record<string, string> = {};
  let drop = async () => {};
  if (kind === 'postgres') {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env = { DATABASE_URL: url.toString() };
    drop = async () => {
      if (process.env.BENCH_KEEP) return console.log(`kept schema ${schema}`);
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const server = await startServer({ ...env, ROLE: 'api' });
  const db = createDatabase(
    kind === 'postgres'
      ? { kind: 'postgres', url: env.DATABASE_URL as string }
      : { kind: 'sqlite', file: join(server.dataDir, 'app.db') },
  );
  try {
    const token = await signUpAndLogIn(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await fetch(`${server.url}/api/v1/user/me`, { headers })).json()) as {
      data: { user_id: number };
    };
    const folders = (await (await fetch(`${server.url}/api/v1/folder`, { headers })).json()) as {
      data: { folder_id: number }[];
    };
    const root = folders.data[0]?.folder_id as number;

    let seeding = 0;
    let indexing = 0;
    for (let from = 0; from < COUNT; from += BATCH) {
      const started = performance.now();
      await seedTranscripts(db, {
        userId: me.data.user_id,
        folderId: root,
        from,
        count: Math.min(BATCH, COUNT - from),
        words: WORDS,
        pick,
        next,
      });
      seeding += performance.now() - started;
      indexing += (await search(server, token, 'warm')).ms;
      process.stdout.write(`\r${kind}: ${Math.min(COUNT, from + BATCH)} of ${COUNT} transcripts indexed`);
    }
    process.stdout.write('\n');
    const segments = Number(
      (
        await db
          .selectFrom('search_segments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

    for (const q of Object.values(QUERIES).flat().slice(0, 10)) await search(server, token, q); // warm-up
    const all: number[] = [];
    const byKind: string[] = [];
    for (const [name, queries] of Object.entries(QUERIES)) {
      const times: number[] = [];
      let matched = 0;
      let capped = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const q of queries) {
          const result = await search(server, token, q);
          times.push(result.ms);
          matched += result.total;
          if (result.capped) capped++;
        }
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      const p99 = percentile(times, 99);
      byKind.push(
        `${name}: ${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} / ${ms(p99)} ${p99 < TARGET_MS ? 'ok' : 'OVER'} (${Math.round(matched / times.length)} files matched on average, ${Math.round((100 * capped) / times.length)}% capped)`,
      );
    }
    all.sort((a, b) => a - b);
    const size =
      kind === 'postgres'
        ? `${((await searchTableBytes(env.DATABASE_URL as string)) / 1024 ** 2).toFixed(0)} MiB (search_segments and its indexes)`
        : `${(statSync(join(server.dataDir, 'app.db')).size / 1024 ** 2).toFixed(0)} MiB (the whole database file)`;
    const row = `| ${new Date().toISOString().slice(0, 10)} | ${machine()} | ${kind} | ${COUNT.toLocaleString('en')} x ${WORDS.toLocaleString('en')} words | ${segments.toLocaleString('en')} | ${(seeding / 1000).toFixed(0)} s | ${(indexing / 1000).toFixed(0)} s | ${ms(percentile(all, 50))} | ${ms(percentile(all, 99))} | ${size} |`;
    console.log(row);
    console.log(`  ${kind} by kind, p50 / p95 / p99 (target: p99 under ${TARGET_MS} ms):`);
    for (const line of byKind) console.log(`  ${kind} ${line}`);
    return [row, ...byKind.map((line) => `  - ${kind} ${line}`)];
  } finally {
    await db.destroy();
    await server.stop();
    await drop();
  }
}

/** PostgreSQL: the bytes of search_segments with its indexes (the GIN index included). */
async function searchTableBytes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ size: string }>(
    "select pg_total_relation_size('search_segments') as size",
  );
  await client.end();
  return Number(rows[0]?.size ?? 0);
}

console.log(
  `${COUNT} transcripts of ${WORDS} words from a ${VOCABULARY}-word vocabulary; ${Object.values(QUERIES).flat().length} queries x ${ROUNDS}`,
);
const lines: string[] = [];
for (const kind of DATABASES) lines.push(...(await run(kind)));
console.log(
  '\n| date | machine | database | transcripts | segments | seeding | indexing | p50 | p99 | size |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const line of lines) console.log(line);
