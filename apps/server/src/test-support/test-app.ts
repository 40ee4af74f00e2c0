import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type AppOptions, type BuiltApp, buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { speechModelsDir } from './speech-fixtures.js';

export interface TestApp extends BuiltApp {
  dataDir: string;
  close(): Promise<void>;
}

/** Which database the API suite runs on: `TEST_DB=postgres` (with TEST_DATABASE_URL) or SQLite. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A real server on a fresh database: a temp SQLite file, or its own schema in the PostgreSQL test
 * database, so test files run in parallel without seeing each other's rows.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'transcribe-test-'));
  let dropSchema = async () => {};
  let databaseUrl: string | undefined;
  let queueSchema: string | undefined;
  if (testDbKind === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await withClient(baseUrl, (c) => c.query(`create schema ${schema}`));
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    queueSchema = `${schema}_jobs`;
    dropSchema = () =>
      withClient(baseUrl, (c) =>
        c.query(`drop schema ${schema} cascade; drop schema if exists ${queueSchema} cascade`),
      );
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    UPLOAD_RATE_LIMIT_PER_USER: '10000',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, JOB_QUEUE_SCHEMA: queueSchema } : {}),
    MODELS_DIR: speechModelsDir(),
    JOB_HEARTBEAT_SECONDS: '0.5',
    JOB_RETRY_DELAY_SECONDS: '0.1',
    ...env,
  });
  const built = await buildApp(config, options).catch(async (error: unknown) => {
    // A start-up refused on purpose (a bad setting) leaves no schema or folder behind.
    await dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...built,
    dataDir,
    async close() {
      await built.app.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
