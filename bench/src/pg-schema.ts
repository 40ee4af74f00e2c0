import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A schema of its own in the bench database (and one for pg-boss), dropped by `drop()`. */
export async function pgSchema(): Promise<{ url: string; queueSchema: string; drop(): Promise<void> }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    queueSchema: `${schema}_jobs`,
    drop: () => run(`drop schema ${schema} cascade; drop schema if exists ${schema}_jobs cascade`),
  };
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
