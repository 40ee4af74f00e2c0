import { join } from 'node:path';
import { createDatabase } from '@transcribe/server/db';
import pg from 'pg';
import { type FilterLibrary, seedFilterLibrary } from './file-filters-seed.js';
import { percentile, pgSchema } from './pg-schema.js';
import { machine, type ServerProcess, signUpAndLogIn, startServer } from './server-process.js';

/**
 * The file list's filters and sorts (issue 43) over BENCH_FILES files (default 10,000) of one user, on SQLite
 * and on PostgreSQL (BENCH_DATABASE_URL, default the test database; a schema of its own, dropped afterwards).
 * The library (file-filters-seed.ts) is written straight to the database; then each filter set below asks
 * GET /api/v1/audio for a page of 50, BENCH_ROUNDS times (default 50; every set once a round), timed at the
 * client: p50 and p99 against the target. A page after a cursor is page 20 of its list, its cursor found by
 * walking the 19 pages before it. PostgreSQL is measured after an ANALYZE, as autovacuum leaves it within a
 * minute of a load; SQLite as the app leaves it (it never runs ANALYZE).
 */
const COUNT = Number(process.env.BENCH_FILES ?? 10_000);
const DATABASES = (process.env.BENCH_DBS ?? 'sqlite,postgres').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const LIMIT = 50;
const TARGET_MS = 50;

interface FilterSet {
  name: string;
  query: string;
  /** Time page 20 (after the cursor of page 19) instead of the first. */
  page20?: boolean;
}

function filterSets({ tagIds, folderIds }: FilterLibrary): FilterSet[] {
  const [common, second] = tagIds;
  const rare = tagIds.at(-1);
  const folder = folderIds[3];
  return [
    { name: 'no filter, newest first', query: '' },
    { name: 'no filter, page 20', query: '', page20: true },
    { name: 'tag on 1 file in 3', query: `tag=${common}` },
    { name: 'tag on 1 file in 60', query: `tag=${rare}` },
    { name: 'tag + not fully reviewed', query: `tag=${common}&reviewed_max=99` },
    { name: 'two tags', query: `tag=${common}&tag=${second}` },
    { name: 'status failed', query: 'status=failed' },
    { name: 'status completed + language', query: 'status=completed&language=3' },
    { name: 'quality poor', query: 'quality=poor' },
    { name: 'speaker (1 file in 6)', query: 'speaker=ada' },
    { name: 'speaker + tag on 1 file in 60', query: `speaker=Grace&tag=${rare}` },
    { name: 'duration 10-30 min, longest first', query: 'duration_min=600&duration_max=1800&sort=duration' },
    { name: 'longest first, page 20', query: 'sort=duration', page20: true },
    { name: 'name A to Z, page 20', query: 'sort=name', page20: true },
    { name: 'name Z to A + tag', query: `sort=name&order=desc&tag=${common}` },
    { name: 'least reviewed first', query: 'sort=reviewed' },
    { name: 'least reviewed first, page 20', query: 'sort=reviewed', page20: true },
    { name: 'most reviewed first + tag', query: `sort=reviewed&order=desc&tag=${common}` },
    { name: 'created in one month', query: 'created_from=2026-03-01&created_to=2026-04-01' },
    { name: 'starred', query: 'starred=true' },
    { name: 'archive', query: 'archived=true' },
    { name: 'folder + tag', query: `folder_id=${folder}&tag=${common}` },
    { name: 'folder, name A to Z', query: `folder_id=${folder}&sort=name` },
    { name: 'folder, least reviewed first', query: `folder_id=${folder}&sort=reviewed` },
  ];
}

type Page = { data: unknown[]; next_cursor: string | null };

async function list(
  server: ServerProcess,
  token: string,
  query: string,
): Promise<{ ms: number; page: Page }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1/audio?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as Page;
  if (!res.ok) throw new Error(`GET /api/v1/audio?${query}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, page: body };
}

const paged = (query: string, cursor?: string | null) =>
  [query, `limit=${LIMIT}`, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&');

async function run(kind: string): Promise<string[]> {
  const schema = kind === 'postgres' ? await pgSchema() : undefined;
  const server = await startServer({ ROLE: 'api', ...(schema ? { DATABASE_URL: schema.url } : {}) });
  const db = createDatabase(
    schema ? { kind: 'postgres', url: schema.url } : { kind: 'sqlite', file: join(server.dataDir, 'app.db') },
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
    const seeding = performance.now();
    const library = await seedFilterLibrary(
      db,
      { userId: me.data.user_id, rootId: folders.data[0]?.folder_id as number },
      COUNT,
    );
    console.log(`${kind}: seeded ${COUNT} files in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    if (schema) await analyze(schema.url);

    const sets = filterSets(library);
    const queries = new Map<FilterSet, string>();
    const matches = new Map<FilterSet, number>();
    for (const set of sets) {
      let cursor: string | null = null;
      if (set.page20)
        for (let page = 1; page < 20; page++)
          cursor = (await list(server, token, paged(set.query, cursor))).page.next_cursor;
      queries.set(set, paged(set.query, cursor));
      matches.set(set, (await list(server, token, set.query)).page.data.length);
    }
    const times = new Map<FilterSet, number[]>(sets.map((set) => [set, []]));
    for (let round = -5; round < ROUNDS; round++)
      for (const set of sets) {
        const { ms } = await list(server, token, queries.get(set) as string);
        if (round >= 0) times.get(set)?.push(ms);
      }
    const lines = sets.map((set) => {
      const values = times.get(set) ?? [];
      const p99 = percentile(values, 99);
      return `| ${kind} | ${set.name} | ${matches.get(set)} | ${percentile(values, 50).toFixed(1)} ms | ${p99.toFixed(1)} ms | ${p99 < TARGET_MS ? 'ok' : 'OVER'} |`;
    });
    for (const line of lines) console.log(line);
    return lines;
  } finally {
    await db.destroy();
    await server.stop();
    await schema?.drop();
  }
}

async function analyze(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('analyze audio, transcripts, audio_tags, audio_stars, tags, folders');
  await client.end();
}

console.log(
  `${COUNT} files of one user; pages of ${LIMIT}, ${ROUNDS} rounds; target p99 under ${TARGET_MS} ms`,
);
const lines: string[] = [];
for (const kind of DATABASES) lines.push(...(await run(kind)));
console.log(`\n${machine()}, ${new Date().toISOString().slice(0, 10)}`);
console.log('| database | filter set (GET /api/v1/audio?…&limit=50) | files matching | p50 | p99 | |');
console.log('|---|---|---|---|---|---|');
for (const line of lines) console.log(line);
