import { createDatabase, type Db } from '@transcribe/server/db';
import autocannon from 'autocannon';
import { pgSchema } from './pg-schema.js';
import { audioRow, completedTranscriptRow } from './seed-rows.js';
import { signUpAndLogIn, startServer } from './server-process.js';

const FOLDERS = 200;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARM_UP = 200;

/** Folders and files of one user written straight to the database: what listing costs, not uploading. */
async function seed(db: Db, email: string, files: number): Promise<number[]> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const root = await db
    .selectFrom('folders')
    .select('id')
    .where('user_id', '=', user.id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const folders = await db
    .insertInto('folders')
    .values(
      Array.from({ length: FOLDERS }, (_, i) => ({
        user_id: user.id,
        name: `Folder ${i + 1}`,
        parent_id: root.id,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const ids = folders.map((f) => f.id);
  for (let from = 0; from < files; from += 500) {
    const audio = await db
      .insertInto('audio')
      .values(
        Array.from({ length: Math.min(500, files - from) }, (_, i) =>
          audioRow(
            user.id,
            ids[(from + i) % ids.length] as number,
            `call-${from + i + 1}.wav`,
            300,
            now,
            1_000_000,
          ),
        ),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('transcripts')
      .values(audio.map(({ id }) => completedTranscriptRow(user.id, id, [], now)))
      .execute();
  }
  return ids;
}

/**
 * `REQUESTS` GETs, `CONCURRENCY` at a time (autocannon, keep-alive connections), after `WARM_UP` unmeasured
 * ones (a fresh process compiles its code paths on the first requests: the first twenty, at once, were the
 * whole p99); p50 and p99 in ms.
 */
async function measure(
  paths: () => string,
  url: string,
  token: string,
  requests = REQUESTS,
): Promise<{ p50: number; p99: number }> {
  if (requests === REQUESTS) await measure(paths, url, token, WARM_UP);
  const result = await autocannon({
    url,
    connections: CONCURRENCY,
    amount: requests,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: paths(),
          headers: { authorization: `Bearer ${token}` },
        }),
      },
    ],
  });
  if (result.non2xx + result.errors + result.timeouts > 0) throw new Error('a listing request failed');
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

export interface ListingResult {
  database: string;
  files: number;
  audio: { p50: number; p99: number };
  folder: { p50: number; p99: number };
}

/** One user with `files` files in 200 folders, on SQLite or PostgreSQL: the two list endpoints. */
export async function listingLatency(database: 'sqlite' | 'postgres', files: number): Promise<ListingResult> {
  const pg = database === 'postgres' ? await pgSchema() : undefined;
  const server = await startServer({
    ROLE: 'api',
    ...(pg ? { DATABASE_URL: pg.url, JOB_QUEUE_SCHEMA: pg.queueSchema } : {}),
  });
  const db = createDatabase(
    pg ? { kind: 'postgres', url: pg.url } : { kind: 'sqlite', file: `${server.dataDir}/app.db` },
  );
  try {
    const email = `bench-${Date.now()}@example.com`;
    const token = await signUpAndLogIn(server.url, email);
    const folders = await seed(db, email, files);
    let n = 0;
    const audio = await measure(
      () => `/api/v1/audio?folder_id=${folders[n++ % folders.length]}`,
      server.url,
      token,
    );
    const folder = await measure(() => '/api/v1/folder', server.url, token);
    return { database, files, audio, folder };
  } finally {
    await db.destroy();
    await server.stop();
    await pg?.drop();
  }
}
